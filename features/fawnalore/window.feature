Feature: The pre-damage window
  Effects that act when their holder "would take damage" resolve after damage taken is
  known (step 3) and before HP is lost (step 4). They reduce, prevent, redirect or replace it.

  Background:
    Given the game mode is co-op
    And the board is {"radius": 3}
    And these units:
      | id   | kind   | side  | hex  | hp | attack_die | range | ether_reward |
      | ayla | player | party | 0,0  | 12 | 6          | 1     |              |
      | grub | makri  | makri | 1,0  | 9  |            |       | 2            |
      | moss | makri  | makri | 2,-1 | 3  |            |       | 1            |
    And the turn:
      | unit  | ayla |
      | phase | main |

  Rule: fawnalore.window.timing

    Scenario: Window effects resolve in the order given, and stop once nothing is left
      Given these effects:
        | kind    | holder | source      | amount |
        | reduce  | grub   | Thick Hide  | 2      |
        | prevent | grub   | Lucky Charm |        |
        | reduce  | grub   | Bark Skin   | 1      |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 5        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.window.0.source | Thick Hide  |
        | hits.0.window.0.after  | 3           |
        | hits.0.window.1.source | Lucky Charm |
        | hits.0.window.1.after  | 0           |

    Scenario: HP loss follows the last window effect: a reduction of 2 then one of 1 leave 2 of 5 to lose
      Given these effects:
        | kind   | holder | source     | amount |
        | reduce | grub   | Thick Hide | 2      |
        | reduce | grub   | Bark Skin  | 1      |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 5        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.window.0.after | 3 |
        | hits.0.window.1.after | 2 |
        | hits.0.hp_loss        | 2 |
        | hits.0.hp_after       | 7 |

    Scenario: A reduction of 1 then a prevention leave nothing, so the target loses no HP, not the 4 the first left
      Given these effects:
        | kind    | holder | source      | amount |
        | reduce  | grub   | Bark Skin   | 1      |
        | prevent | grub   | Lucky Charm |        |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 5        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.hp_loss  | 0 |
        | hits.0.hp_after | 9 |

    Scenario: A spell of 3 on moss, cut by 1 twice, takes 1 HP and leaves moss standing on 2
      Given these effects:
        | kind   | holder | source    | amount |
        | reduce | moss   | Bark Skin | 1      |
        | reduce | moss   | Moss Coat | 1      |
      And the damage:
        | cause   | spell    |
        | source  | ayla     |
        | amount  | 3        |
        | targets | ["moss"] |
      When I call fawnalore.deal_damage
      Then the result has:
        | hits.0.hp_loss  | 1 |
        | hits.0.hp_after | 2 |
        | deaths          | [] |

  Rule: fawnalore.window.reduce

    Scenario Outline: A window reduction lowers the damage about to be taken, never below 0
      Given these effects:
        | kind   | holder | source     | amount   |
        | reduce | grub   | Thick Hide | <amount> |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 5        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.damage_taken    | 5       |
        | hits.0.window.0.after  | <after> |
        | hits.0.hp_after        | <hp>    |

      Examples:
        | amount | after | hp |
        | 4      | 1     | 8  |
        | 5      | 0     | 9  |
        | 6      | 0     | 9  |

    Scenario: A window reduction of 0 is no error: it leaves the whole damage to be taken
      Given these effects:
        | kind   | holder | source     | amount |
        | reduce | grub   | Thick Hide | 0      |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 5        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.damage_taken   | 5 |
        | hits.0.window.0.after | 5 |
        | hits.0.hp_after       | 4 |

    Scenario: A window reduction of 3 on a spell of 2 leaves moss all 3 of its HP, not 4
      Given these effects:
        | kind   | holder | source    | amount |
        | reduce | moss   | Bark Skin | 3      |
      And the damage:
        | cause   | spell    |
        | source  | ayla     |
        | amount  | 2        |
        | targets | ["moss"] |
      When I call fawnalore.deal_damage
      Then the result has:
        | hits.0.window.0.after | 0 |
        | hits.0.hp_loss        | 0 |
        | hits.0.hp_after       | 3 |

    Scenario: Armor leaves 2 of a roll of 4, and a window reduction of 3 takes those 2 and no more
      Given these effects:
        | kind         | holder | source     | amount |
        | damage_taken | grub   | Armor      | 2      |
        | reduce       | grub   | Thick Hide | 3      |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 4        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.damage_taken   | 2 |
        | hits.0.window.0.after | 0 |
        | hits.0.hp_after       | 9 |

  Rule: fawnalore.window.prevent

    Scenario: A prevention that speaks of attacks stops an attack's damage before any HP is lost
      Given these effects:
        | kind    | holder | source      | applies_to |
        | prevent | grub   | Parry Charm | attacks    |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 5        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.damage_taken    | 5 |
        | hits.0.window.0.after  | 0 |
        | hits.0.hp_loss         | 0 |
        | hits.0.hp_after        | 9 |

    Scenario: A prevention that speaks of attacks does not stop a spell
      Given these effects:
        | kind    | holder | source      | applies_to |
        | prevent | grub   | Parry Charm | attacks    |
      And the damage:
        | cause   | spell    |
        | source  | ayla     |
        | amount  | 4        |
        | targets | ["grub"] |
      When I call fawnalore.deal_damage
      Then the result has:
        | hits.0.window   | [] |
        | hits.0.hp_after | 5  |

    Scenario: A prevention that names no kind of damage stops a spell as well as an attack
      Given these effects:
        | kind    | holder | source      |
        | prevent | grub   | Lucky Charm |
      And the damage:
        | cause   | spell    |
        | source  | ayla     |
        | amount  | 4        |
        | targets | ["grub"] |
      When I call fawnalore.deal_damage
      Then the result has:
        | hits.0.window.0.after | 0 |
        | hits.0.hp_after       | 9 |

    Scenario: A prevention keeps moss standing through a falling rock that would liberate it
      Given these effects:
        | kind    | holder | source      |
        | prevent | moss   | Stone Skin  |
      And the damage:
        | cause   | environment |
        | amount  | 5           |
        | targets | ["moss"]    |
      When I call fawnalore.deal_damage
      Then the result has:
        | hits.0.window.0.after | 0  |
        | hits.0.hp_loss        | 0  |
        | hits.0.hp_after       | 3  |
        | deaths                | [] |

    Scenario: A prevention on ayla stops a campaign effect's 4 damage
      Given these effects:
        | kind    | holder | source      |
        | prevent | ayla   | Ward Stone  |
      And the damage:
        | cause   | campaign |
        | amount  | 4        |
        | targets | ["ayla"] |
      When I call fawnalore.deal_damage
      Then the result has:
        | hits.0.window.0.source | Ward Stone |
        | hits.0.hp_after        | 12         |

  Rule: fawnalore.window.redirect

    Scenario: Redirected damage leaves the holder unharmed and is lost by the other unit
      Given these effects:
        | kind     | holder | source    | to   |
        | redirect | grub   | Bodyguard | moss |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 2        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.hp_loss           | 0 |
        | hits.0.window.0.to       | moss |
        | hits.0.window.0.after    | 0 |
        | redirected.0.unit        | moss |
        | redirected.0.damage      | 2 |
        | redirected.0.hp_after    | 1 |

    Scenario: Damage redirected to a unit with too few HP liberates that unit instead
      Given these effects:
        | kind     | holder | source    | to   |
        | redirect | grub   | Bodyguard | moss |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 5        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.hp_after        | 9    |
        | redirected.0.hp_loss   | 3    |
        | redirected.0.excess    | 2    |
        | deaths.0.unit          | moss |
        | deaths.0.outcome       | liberated |

  Rule: fawnalore.window.replace

    Scenario: A replacement puts another event in the damage's place
      Given these effects:
        | kind    | holder | source      | instead                |
        | replace | grub   | Shed Scales | discard a Makri card   |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 5        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.window.0.instead | discard a Makri card |
        | hits.0.window.0.after   | 0                    |
        | hits.0.hp_after         | 9                    |

    Scenario: A replacement stops a spell that would liberate moss, so moss keeps its 3 HP
      Given these effects:
        | kind    | holder | source      | instead              |
        | replace | moss   | Shed Scales | discard a Makri card |
      And the damage:
        | cause   | spell    |
        | source  | ayla     |
        | amount  | 3        |
        | targets | ["moss"] |
      When I call fawnalore.deal_damage
      Then the result has:
        | hits.0.window.0.instead | discard a Makri card |
        | hits.0.hp_after         | 3                    |
        | deaths                  | []                   |
