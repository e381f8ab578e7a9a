Feature: Clarifications of the Fawnalore combat rules
  Each rule here pins one ruling on a point the rulebook leaves open or words two ways.
  The question, the ruling and the evidence are on the clarifications page.

  Background:
    Given the board is {"radius": 4}

  Rule: fawnalore.clarifications.range-counting

    Background:
      Given the game mode is co-op
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | party | 0,0 | 12 | 6          | 1     |
        | grub | makri  | makri | 1,0 | 9  |            |       |
        | moss | makri  | makri | 2,0 | 9  |            |       |
      And the turn:
        | unit  | ayla |
        | phase | main |

    Scenario: Range 1 does not reach a target with one hex between them
      Given the attack:
        | attacker | ayla     |
        | targets  | ["moss"] |
        | roll     | 2        |
      When I call fawnalore.resolve_attack
      Then it is refused by fawnalore.board.range

  Rule: fawnalore.clarifications.range-origin

    Scenario: On a board of a single hex, nothing is in range of that hex
      Given the board is {"radius": 0}
      And the origin is 0,0
      And the range is 1
      When I call fawnalore.hexes_in_range
      Then the result has:
        | count | 0  |
        | hexes | [] |

  Rule: fawnalore.clarifications.attack-die

    Background:
      Given the game mode is co-op
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | party | 0,0 | 12 | 8          | 1     |
        | pip  | ppc    | party | 1,1 | 8  | 4          | 1     |
        | grub | makri  | makri | 1,0 | 9  |            |       |

    Scenario: An Attack Die of eight faces can roll an 8
      Given the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 8        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | damage_dealt | 8 |

    Scenario: An Attack Die of four faces cannot roll a 5
      Given the turn:
        | unit | pip |
      And the attack:
        | attacker | pip      |
        | targets  | ["grub"] |
        | roll     | 5        |
      When I call fawnalore.resolve_attack
      Then it is an input error at attack.roll

    Scenario: The smallest Attack Die has two faces
      Given these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | party | 0,0 | 12 | 2          | 1     |
        | grub | makri  | makri | 1,0 | 9  |            |       |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 2        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | damage_dealt | 2 |

    Scenario: An Attack Die of one face is an input error
      Given these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | party | 0,0 | 12 | 1          | 1     |
        | grub | makri  | makri | 1,0 | 9  |            |       |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 1        |
      When I call fawnalore.resolve_attack
      Then it is an input error at units.0.attack_die

  Rule: fawnalore.clarifications.window-position

    Background:
      Given the game mode is co-op
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | party | 0,0 | 12 | 6          | 1     |
        | grub | makri  | makri | 1,0 | 9  |            |       |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 5        |

    Scenario: The window sees the damage after reductions and before HP loss
      Given these effects:
        | kind         | holder | source     | amount |
        | damage_taken | grub   | Armor      | 2      |
        | reduce       | grub   | Thick Hide | 1      |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.damage_taken    | 3 |
        | hits.0.window.0.before | 3 |
        | hits.0.window.0.after  | 2 |
        | hits.0.hp_loss         | 2 |

    Scenario: The window does not open when reductions leave nothing to take
      Given these effects:
        | kind         | holder | source      | amount |
        | damage_taken | grub   | Armor       | 5      |
        | prevent      | grub   | Lucky Charm |        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.damage_taken | 0  |
        | hits.0.window       | [] |

  Rule: fawnalore.clarifications.allied-ppc

    Background:
      Given the game mode is co-op
      And these units:
        | id   | kind   | side  | hex  | hp | attack_die | range |
        | ayla | player | party | 0,0  | 12 | 6          | 1     |
        | pip  | ppc    | party | 0,-1 | 8  | 4          | 1     |

    Scenario: A PPC does not attack the Player it fights beside
      Given the turn:
        | unit | pip |
      And the attack:
        | attacker | pip      |
        | targets  | ["ayla"] |
        | roll     | 2        |
      When I call fawnalore.resolve_attack
      Then it is refused by fawnalore.targets.enemies

  Rule: fawnalore.clarifications.ppc-target

    Background:
      Given the game mode is co-op
      And these units:
        | id   | kind  | side  | hex  | hp | attack_die | range |
        | pip  | ppc   | party | 0,0  | 8  | 4          | 1     |
        | grub | makri | makri | 3,0  | 9  |            |       |
        | moss | makri | makri | -2,0 | 9  |            |       |

    Scenario: A PPC heads for the nearest enemy without asking the Controller
      Given the turn:
        | ppc      | pip |
        | movement | 1   |
        | roll     | 2   |
      When I call fawnalore.take_ppc_turn
      Then the result has:
        | target | moss     |
        | path   | ["-1,0"] |

    Scenario: The Controller may not send a PPC after a farther enemy
      Given the turn:
        | ppc      | pip  |
        | movement | 1    |
        | target   | grub |
      When I call fawnalore.take_ppc_turn
      Then it is refused by fawnalore.clarifications.ppc-target

  Rule: fawnalore.clarifications.ppc-movement

    Scenario: A PPC with range 2 stops as soon as its target is 2 steps away
      Given the game mode is co-op
      And these units:
        | id   | kind  | side  | hex  | hp | attack_die | range |
        | pip  | ppc   | party | -3,0 | 8  | 4          | 2     |
        | grub | makri | makri | 1,0  | 9  |            |       |
      And the turn:
        | ppc      | pip |
        | movement | 4   |
        | roll     | 1   |
      When I call fawnalore.take_ppc_turn
      Then the result has:
        | path     | ["-2,0", "-1,0"]               |
        | distance | 2                              |
        | steps    | ["move", "attack", "end turn"] |

    Scenario: A PPC whose only step closer is taken by another unit stays where it is
      Given the game mode is co-op
      And these units:
        | id   | kind  | side  | hex  | hp | attack_die | range |
        | pip  | ppc   | party | -3,0 | 8  | 4          | 1     |
        | bo   | ppc   | party | -2,0 | 8  | 4          | 1     |
        | grub | makri | makri | 1,0  | 9  |            |       |
      And the turn:
        | ppc      | pip |
        | movement | 3   |
      When I call fawnalore.take_ppc_turn
      Then the result has:
        | path  | []           |
        | end   | -3,0         |
        | steps | ["end turn"] |

    Scenario: A PPC whose one step closer holds a Player stays where it is, however far it may move
      Given the game mode is co-op
      And these units:
        | id   | kind   | side  | hex  | hp | attack_die | range |
        | kor  | ppc    | party | 0,3  | 8  | 6          | 1     |
        | ayla | player | party | 0,2  | 12 | 6          | 1     |
        | grub | makri  | makri | 0,-1 | 9  |            |       |
      And the turn:
        | ppc      | kor |
        | movement | 4   |
      When I call fawnalore.take_ppc_turn
      Then the result has:
        | path  | []           |
        | end   | 0,3          |
        | steps | ["end turn"] |

  Rule: fawnalore.clarifications.makri-damage

    Scenario: A Makri's card ability damages a Player as non-attack damage
      Given the game mode is co-op
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | party | 0,0 | 12 | 6          | 1     |
        | grub | makri  | makri | 3,0 | 9  |            |       |
      And the damage:
        | cause   | ability  |
        | source  | grub     |
        | amount  | 3        |
        | targets | ["ayla"] |
      When I call fawnalore.deal_damage
      Then the result has:
        | is_attack       | false |
        | hits.0.hp_after | 9     |

  Rule: fawnalore.clarifications.campaign-targets

    Scenario: In a campaign, a Player's spell damages a Player of another side
      Given the game mode is campaign
      And these units:
        | id   | kind   | side   | hex  | hp | attack_die | range |
        | ayla | player | party  | 0,0  | 12 | 6          | 1     |
        | bram | player | party  | 1,0  | 10 | 6          | 1     |
        | vex  | player | rivals | -1,0 | 10 | 6          | 1     |
      And the damage:
        | cause   | spell      |
        | source  | ayla       |
        | amount  | 2          |
        | targets | ["vex"]    |
      When I call fawnalore.deal_damage
      Then the result has:
        | hits.0.hp_after | 8 |

  Rule: fawnalore.clarifications.ppc-death

    Scenario: A PPC at 0 HP is dead like a character, not removed like a Makri
      Given the game mode is co-op
      And these units:
        | id  | kind | side  | hex | hp |
        | pip | ppc  | party | 0,0 | 2  |
      And the damage:
        | cause   | environment |
        | amount  | 2           |
        | targets | ["pip"]     |
      When I call fawnalore.deal_damage
      Then the result has:
        | deaths | [{"unit": "pip", "kind": "ppc", "outcome": "dead", "removed_from": [], "ether_reward": null, "consequence": "set by the co-op rules"}] |

  Rule: fawnalore.clarifications.negative-modifiers

    Scenario: Minus modifiers can take damage dealt below 0, and damage taken is still 0
      Given the game mode is co-op
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | party | 0,0 | 12 | 6          | 1     |
        | grub | makri  | makri | 1,0 | 9  |            |       |
      And these effects:
        | kind         | holder | source   | amount |
        | damage_dealt | ayla   | Weakness | -3     |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 1        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | damage_dealt        | -2 |
        | hits.0.damage_taken | 0  |
        | hits.0.hp_after     | 9  |

  Rule: fawnalore.clarifications.redirect

    Scenario: Redirected damage ignores the new unit's reductions and window effects
      Given the game mode is co-op
      And these units:
        | id   | kind   | side  | hex  | hp | attack_die | range |
        | ayla | player | party | 0,0  | 12 | 6          | 1     |
        | grub | makri  | makri | 1,0  | 9  |            |       |
        | moss | makri  | makri | 2,-1 | 9  |            |       |
      And these effects:
        | kind         | holder | source      | amount | to   |
        | redirect     | grub   | Bodyguard   |        | moss |
        | damage_taken | moss   | Armor       | 2      |      |
        | prevent      | moss   | Lucky Charm |        |      |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 5        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | redirected.0.damage   | 5 |
        | redirected.0.hp_after | 4 |

    Scenario: Damage redirected onto a unit at 1 HP Liberates it, and the unit first targeted takes nothing
      Given the game mode is co-op
      And these units:
        | id   | kind   | side  | hex  | hp | attack_die | range | ether_reward |
        | ayla | player | party | 0,0  | 12 | 6          | 1     |              |
        | grub | makri  | makri | 1,0  | 9  |            |       |              |
        | moss | makri  | makri | 2,-1 | 1  |            |       | 2            |
      And these effects:
        | kind     | holder | source    | to   |
        | redirect | grub   | Bodyguard | moss |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 5        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.hp_after       | 9 |
        | redirected.0.hp_loss  | 1 |
        | redirected.0.excess   | 4 |
        | redirected.0.hp_after | 0 |
        | deaths                | [{"unit": "moss", "kind": "makri", "outcome": "liberated", "removed_from": ["board", "makri_zone"], "ether_reward": 2, "consequence": null}] |

    Scenario: Damage redirected onto a unit that survives it kills no one
      Given the game mode is co-op
      And these units:
        | id   | kind   | side  | hex  | hp | attack_die | range |
        | ayla | player | party | 0,0  | 12 | 6          | 1     |
        | grub | makri  | makri | 1,0  | 9  |            |       |
        | moss | makri  | makri | 2,-1 | 9  |            |       |
      And these effects:
        | kind     | holder | source    | to   |
        | redirect | grub   | Bodyguard | moss |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 5        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | redirected.0.hp_after | 4  |
        | deaths                | [] |

    Scenario Outline: A unit Liberated in an attack with two targets is Liberated once, whichever target comes first
      Given the game mode is co-op
      And these units:
        | id   | kind   | side  | hex  | hp | attack_die | range |
        | ayla | player | party | 0,0  | 12 | 6          | 2     |
        | grub | makri  | makri | 1,0  | 9  |            |       |
        | moss | makri  | makri | 1,-1 | 1  |            |       |
      And these effects:
        | kind     | holder | source    | to   |
        | redirect | grub   | Bodyguard | moss |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker     | ayla      |
        | targets      | <targets> |
        | target_limit | 2         |
        | roll         | 5         |
      When I call fawnalore.resolve_attack
      Then the result has:
        | deaths | [{"unit": "moss", "kind": "makri", "outcome": "liberated", "removed_from": ["board", "makri_zone"], "ether_reward": 0, "consequence": null}] |

      Examples:
        | targets          |
        | ["grub", "moss"] |
        | ["moss", "grub"] |

    Scenario Outline: A unit Liberated by a spell on two targets is Liberated once, whichever target comes first
      Given the game mode is co-op
      And the board is {"radius": 3}
      And these units:
        | id   | kind   | side  | hex  | hp | attack_die | range | ether_reward |
        | bram | player | party | 0,0  | 10 | 6          | 1     |              |
        | rot  | makri  | makri | 2,0  | 7  |            |       | 1            |
        | fen  | makri  | makri | 0,2  | 3  |            |       | 2            |
      And these effects:
        | kind     | holder | source      | to  |
        | redirect | rot    | Shield Wall | fen |
      And the damage:
        | cause   | spell     |
        | source  | bram      |
        | amount  | 4         |
        | targets | <targets> |
      When I call fawnalore.deal_damage
      Then the result has:
        | deaths | [{"unit": "fen", "kind": "makri", "outcome": "liberated", "removed_from": ["board", "makri_zone"], "ether_reward": 2, "consequence": null}] |

      Examples:
        | targets         |
        | ["rot", "fen"]  |
        | ["fen", "rot"]  |

  Rule: fawnalore.clarifications.redirect-target

    Scenario Outline: A redirect moves damage only onto a unit the damage's source may damage
      Given the game mode is co-op
      And these units:
        | id   | kind   | side   | hex  | hp | attack_die | range |
        | ayla | player | party  | 0,0  | 12 | 6          | 1     |
        | bram | player | party  | 2,-1 | 10 | 6          | 1     |
        | grub | makri  | makri  | 1,0  | 9  |            |       |
        | kor  | ppc    | rivals | -1,0 | 8  | 4          | 1     |
      And these effects:
        | kind     | holder | source      | amount | to   |
        | redirect | grub   | Bodyguard   |        | bram |
        | reduce   | grub   | Thick Hide  | 1      |      |
        | redirect | ayla   | Shield Bond |        | bram |
      And the turn:
        | unit  | <attacker> |
        | phase | main       |
      And the attack:
        | attacker | <attacker>  |
        | targets  | ["<target>"] |
        | roll     | 3           |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.window.0.source | <used>       |
        | hits.0.hp_after        | <hp>         |
        | redirected             | <redirected> |

      Examples:
        | attacker | target | used        | hp | redirected                           |
        | ayla     | grub   | Thick Hide  | 7  | []                                   |
        | kor      | ayla   | Shield Bond | 12 | [{"unit": "bram", "hp_after": 7}]    |
        | bram     | grub   | Thick Hide  | 7  | []                                   |

    Scenario: A Bodyguard redirect onto a Player the attacking Player may not damage leaves all the damage on the target
      Given the game mode is co-op
      And these units:
        | id   | kind   | side  | hex  | hp | attack_die | range |
        | ayla | player | party | 0,0  | 12 | 6          | 1     |
        | bram | player | party | 2,-1 | 10 | 6          | 1     |
        | grub | makri  | makri | 1,0  | 9  |            |       |
      And these effects:
        | kind     | holder | source    | to   |
        | redirect | grub   | Bodyguard | bram |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.window   | [] |
        | hits.0.hp_after | 6  |
        | redirected      | [] |

  Rule: fawnalore.clarifications.phases

    Scenario Outline: A Player's attack with no phase, or a phase other than main or other, is an input error at turn.phase
      Given the game mode is co-op
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | party | 0,0 | 12 | 6          | 1     |
        | grub | makri  | makri | 1,0 | 9  |            |       |
      And the turn:
        | unit  | ayla    |
        | phase | <phase> |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then it is an input error at turn.phase

      Examples:
        | phase |
        | null  |
        | end   |

  Rule: fawnalore.clarifications.multi-target

    Scenario: One roll deals the same damage to every target, and each target's own reductions apply
      Given the game mode is co-op
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | party | 0,0 | 12 | 6          | 1     |
        | grub | makri  | makri | 1,0 | 9  |            |       |
        | moss | makri  | makri | 0,1 | 9  |            |       |
      And these effects:
        | kind         | holder | source | amount |
        | damage_taken | grub   | Armor  | 2      |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker     | ayla             |
        | targets      | ["grub", "moss"] |
        | target_limit | 2                |
        | roll         | 5                |
      When I call fawnalore.resolve_attack
      Then the result has these hits:
        | target | damage_dealt | damage_reduction | damage_taken | hp_after |
        | grub   | 5            | 2                | 3            | 6        |
        | moss   | 5            | 0                | 5            | 4        |

  Rule: fawnalore.clarifications.board-size

    Scenario: On the largest board, the largest range from its middle reaches every other hex
      Given the board is {"radius": 50}
      And the origin is 0,0
      And the range is 100
      When I call fawnalore.hexes_in_range
      Then the result has:
        | count | 7650 |

    Scenario: A board of radius 51 is an input error
      Given the board is {"radius": 51}
      And the origin is 0,0
      And the range is 1
      When I call fawnalore.hexes_in_range
      Then it is an input error at board.radius

    Scenario: A range of 101 is an input error
      Given the origin is 0,0
      And the range is 101
      When I call fawnalore.hexes_in_range
      Then it is an input error at range

  Rule: fawnalore.clarifications.rolls-ahead

    Scenario Outline: A PPC that moves <movement> hexes and stays out of range ignores the roll given for its attack
      Given the game mode is co-op
      And these units:
        | id   | kind  | side  | hex  | hp | attack_die | range |
        | pip  | ppc   | party | -3,0 | 8  | 4          | 1     |
        | grub | makri | makri | 3,0  | 9  |            |       |
      And the turn:
        | ppc      | pip        |
        | movement | <movement> |
        | roll     | 4          |
      When I call fawnalore.take_ppc_turn
      Then the result has:
        | path     | <path>               |
        | distance | <distance>           |
        | steps    | ["move", "end turn"] |
        | attack   | none                 |

      Examples:
        | movement | path                           | distance |
        | 2        | ["-2,0", "-1,0"]               | 4        |
        | 4        | ["-2,0", "-1,0", "0,0", "1,0"] | 2        |
