Feature: Attacks
  Who may attack, when, with which Action and how many targets; the Attack Die roll,
  weapons and damage modifiers. Every attack hits.

  Background:
    Given the game mode is co-op
    And the board is {"radius": 4}
    And these units:
      | id   | kind   | side  | hex  | hp | attack_die | range |
      | ayla | player | party | 0,0  | 12 | 6          | 1     |
      | bram | player | party | -1,0 | 10 | 6          | 1     |
      | pip  | ppc    | party | 0,-1 | 8  | 4          | 2     |
      | grub | makri  | makri | 1,0  | 9  | 4          | 1     |
      | moss | makri  | makri | 0,1  | 6  |            |       |

  Rule: fawnalore.attack.attackers

    Scenario: A Makri does not make attacks
      Given the turn:
        | unit | grub |
      And the attack:
        | attacker | grub     |
        | targets  | ["ayla"] |
        | roll     | 2        |
      When I call fawnalore.resolve_attack
      Then it is refused by fawnalore.attack.attackers

    Scenario: A Makri with a d8 and a Claw on its own turn still does not attack an adjacent PPC
      Given these units:
        | id   | kind   | side  | hex | hp | attack_die | range | weapon.name | weapon.die |
        | grub | makri  | makri | 1,0 | 9  | 8          | 1     | Claw        | 4          |
        | pip  | ppc    | party | 2,0 | 8  | 4          | 2     |             |            |
      And the turn:
        | unit | grub |
      And the attack:
        | attacker    | grub    |
        | targets     | ["pip"] |
        | roll        | 5       |
        | weapon_roll | 2       |
      When I call fawnalore.resolve_attack
      Then it is refused by fawnalore.attack.attackers

    Scenario: In PvP too, a Makri with an Attack Die does not attack the Player beside it
      Given the game mode is pvp
      And the turn:
        | unit | grub |
      And the attack:
        | attacker | grub     |
        | targets  | ["ayla"] |
        | roll     | 4        |
      When I call fawnalore.resolve_attack
      Then it is refused by fawnalore.attack.attackers

  Rule: fawnalore.attack.timing

    Scenario Outline: A Player attacks in its own Main Phase and a PPC on its own turn
      Given the turn:
        | unit  | <turn>  |
        | phase | <phase> |
      And the attack:
        | attacker | <attacker> |
        | targets  | ["grub"]   |
        | roll     | 3          |
      When I call fawnalore.resolve_attack
      Then the result has:
        | attacker        | <attacker> |
        | action_used     | true       |
        | hits.0.hp_after | 6          |

      Examples:
        | turn | phase | attacker |
        | ayla | main  | ayla     |
        | pip  | other | pip      |

    Scenario Outline: An attack outside the attacker's own turn or Main Phase is refused
      Given the turn:
        | unit  | <turn>  |
        | phase | <phase> |
      And the attack:
        | attacker | <attacker> |
        | targets  | ["grub"]   |
        | roll     | 3          |
      When I call fawnalore.resolve_attack
      Then it is refused by fawnalore.attack.timing

      Examples:
        | turn | phase | attacker |
        | ayla | other | ayla     |
        | bram | main  | ayla     |
        | ayla | main  | pip      |

    Scenario: An attack freed from the Action still waits for the Player's Main Phase
      Given the turn:
        | unit  | ayla  |
        | phase | other |
      And the attack:
        | attacker    | ayla     |
        | targets     | ["moss"] |
        | roll        | 6        |
        | uses_action | false    |
      When I call fawnalore.resolve_attack
      Then it is refused by fawnalore.attack.timing

    Scenario: In PvP a Player outside its Main Phase does not attack an adjacent enemy Player
      Given the game mode is pvp
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | dawn  | 0,0 | 12 | 6          | 1     |
        | bram | player | dusk  | 0,1 | 10 | 6          | 1     |
      And the turn:
        | unit  | bram  |
        | phase | other |
      And the attack:
        | attacker | bram     |
        | targets  | ["ayla"] |
        | roll     | 2        |
      When I call fawnalore.resolve_attack
      Then it is refused by fawnalore.attack.timing

  Rule: fawnalore.attack.action

    Scenario: An attack after the Action is spent is refused
      Given the turn:
        | unit         | ayla |
        | phase        | main |
        | action_spent | true |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then it is refused by fawnalore.attack.action

    Scenario: An attack an effect frees from the Action is allowed after the Action is spent
      Given the turn:
        | unit         | ayla |
        | phase        | main |
        | action_spent | true |
      And the attack:
        | attacker    | ayla     |
        | targets     | ["grub"] |
        | roll        | 3        |
        | uses_action | false    |
      When I call fawnalore.resolve_attack
      Then the result has:
        | action_used     | false |
        | hits.0.hp_after | 6     |

    Scenario: A PPC that has spent its Action still makes an attack an effect frees from it
      Given the turn:
        | unit         | pip  |
        | action_spent | true |
      And the attack:
        | attacker    | pip      |
        | targets     | ["grub"] |
        | roll        | 4        |
        | uses_action | false    |
      When I call fawnalore.resolve_attack
      Then the result has:
        | action_used     | false |
        | hits.0.hp_after | 5     |

    Scenario: A second attack freed from the Action liberates moss after the Action went on the first
      Given the turn:
        | unit         | ayla |
        | phase        | main |
        | action_spent | true |
      And the attack:
        | attacker    | ayla     |
        | targets     | ["moss"] |
        | roll        | 6        |
        | uses_action | false    |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.hp_after  | 0         |
        | deaths.0.unit    | moss      |
        | deaths.0.outcome | liberated |

  Rule: fawnalore.attack.single-target

    Scenario Outline: An attack with more targets than a card or ability allows is refused
      Given the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker     | ayla      |
        | targets      | <targets> |
        | target_limit | <limit>   |
        | roll         | 3         |
      When I call fawnalore.resolve_attack
      Then it is refused by fawnalore.attack.single-target

      Examples:
        | targets                  | limit |
        | ["grub", "moss"]         | 1     |
        | ["grub", "moss", "bram"] | 2     |

    Scenario: Two targets are refused when no card or ability states a target limit
      Given the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla             |
        | targets  | ["grub", "moss"] |
        | roll     | 3                |
      When I call fawnalore.resolve_attack
      Then it is refused by fawnalore.attack.single-target

    Scenario: A PPC's attack on two Makri is refused when no card or ability states a target limit
      Given the turn:
        | unit | pip |
      And the attack:
        | attacker | pip              |
        | targets  | ["moss", "grub"] |
        | roll     | 2                |
      When I call fawnalore.resolve_attack
      Then it is refused by fawnalore.attack.single-target

  Rule: fawnalore.attack.always-hits

    Scenario: The lowest roll still hits and deals its damage
      Given the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 1        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.target       | grub |
        | hits.0.damage_taken | 1    |
        | hits.0.hp_after     | 8    |

  Rule: fawnalore.attack.roll

    Scenario: The Attack Die roll is the damage before modifiers
      Given the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 6   |
      When I call fawnalore.resolve_attack
      Then the result has:
        | dealt_parts  | [{"source": "Attack Die", "amount": 6}] |
        | damage_dealt | 6                                       |

    Scenario Outline: A roll the attacker's Attack Die cannot show is an input error at attack.roll
      Given the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | <roll>   |
      When I call fawnalore.resolve_attack
      Then it is an input error at attack.roll

      Examples:
        | roll |
        | 7    |
        | 0    |

  Rule: fawnalore.attack.weapon

    Scenario Outline: A weapon adds its die and its modifier to the Attack Die
      Given these units:
        | id   | kind   | side  | hex | hp | attack_die | range | weapon.name | weapon.die | weapon.damage |
        | ayla | player | party | 0,0 | 12 | 6          | 1     | <weapon>    | <die>      | <modifier>    |
        | grub | makri  | makri | 1,0 | 20 |            |       |             |            |               |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker    | ayla          |
        | targets     | ["grub"]      |
        | roll        | 3             |
        | weapon_roll | <weapon_roll> |
      When I call fawnalore.resolve_attack
      Then the result has:
        | dealt_parts  | <parts> |
        | damage_dealt | <dealt> |

      Examples:
        | weapon   | die | modifier | weapon_roll | dealt | parts                                                                                            |
        | Sword    |     | 2        | null        | 5     | [{"source": "Attack Die", "amount": 3}, {"source": "Sword", "amount": 2}]                        |
        | Greataxe | 4   | 1        | 4           | 8     | [{"source": "Attack Die", "amount": 3}, {"source": "Greataxe die", "amount": 4}, {"source": "Greataxe", "amount": 1}] |
        | Spear    | 6   | 0        | 6           | 9     | [{"source": "Attack Die", "amount": 3}, {"source": "Spear die", "amount": 6}]                    |

    Scenario Outline: A weapon die's roll is needed, within that die, and only when the weapon has a die
      Given these units:
        | id   | kind   | side  | hex | hp | attack_die | range | weapon.name | weapon.die |
        | ayla | player | party | 0,0 | 12 | 6          | 1     | <weapon>    | <die>      |
        | grub | makri  | makri | 1,0 | 20 |            |       |             |            |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker    | ayla          |
        | targets     | ["grub"]      |
        | roll        | 3             |
        | weapon_roll | <weapon_roll> |
      When I call fawnalore.resolve_attack
      Then it is an input error at attack.weapon_roll

      Examples:
        | weapon   | die | weapon_roll |
        | Greataxe | 4   | null        |
        | Greataxe | 4   | 5           |
        | Sword    |     | 2           |

    Scenario: A weapon whose card states only its name adds no die, no damage and no range
      Given these units:
        | id   | kind   | side  | hex | hp | attack_die | range | weapon.name |
        | ayla | player | party | 0,0 | 12 | 6          | 1     | Club        |
        | grub | makri  | makri | 1,0 | 20 |            |       |             |
        | moss | makri  | makri | 2,0 | 20 |            |       |             |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | damage_dealt | 3                                        |
        | dealt_parts  | [{"source": "Attack Die", "amount": 3}] |

    Scenario: A weapon whose card states only its name does not reach two hexes away with Range 1
      Given these units:
        | id   | kind   | side  | hex | hp | attack_die | range | weapon.name |
        | ayla | player | party | 0,0 | 12 | 6          | 1     | Club        |
        | grub | makri  | makri | 2,0 | 20 |            |       |             |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then it is refused by fawnalore.board.range

    Scenario: A named weapon without a stated range leaves a unit of Range 2 short of three hexes
      Given these units:
        | id   | kind   | side  | hex  | hp | attack_die | range | weapon.name |
        | bram | player | party | -1,0 | 10 | 6          | 2     | Staff       |
        | moss | makri  | makri | 2,0  | 6  |            |       |             |
      And the turn:
        | unit  | bram |
        | phase | main |
      And the attack:
        | attacker | bram     |
        | targets  | ["moss"] |
        | roll     | 5        |
      When I call fawnalore.resolve_attack
      Then it is refused by fawnalore.board.range

    Scenario: A PPC's Dagger adds both its d4 and its +1 to the PPC's roll
      Given these units:
        | id   | kind   | side  | hex  | hp | attack_die | range | weapon.name | weapon.die | weapon.damage |
        | pip  | ppc    | party | 0,-1 | 8  | 4          | 2     | Dagger      | 4          | 1             |
        | grub | makri  | makri | 1,0  | 20 |            |       |             |            |               |
      And the turn:
        | unit | pip |
      And the attack:
        | attacker    | pip      |
        | targets     | ["grub"] |
        | roll        | 2        |
        | weapon_roll | 3        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | damage_dealt    | 6  |
        | hits.0.hp_after | 14 |

    Scenario: A Heavy Club adds its d6 and takes its -1 away, so 3 and 2 deal 4
      Given these units:
        | id   | kind   | side  | hex | hp | attack_die | range | weapon.name | weapon.die | weapon.damage |
        | ayla | player | party | 0,0 | 12 | 6          | 1     | Heavy Club  | 6          | -1            |
        | grub | makri  | makri | 1,0 | 20 |            |       |             |            |               |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker    | ayla     |
        | targets     | ["grub"] |
        | roll        | 3        |
        | weapon_roll | 2        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | dealt_parts     | [{"source": "Attack Die", "amount": 3}, {"source": "Heavy Club die", "amount": 2}, {"source": "Heavy Club", "amount": -1}] |
        | damage_dealt    | 4                                                                                                                        |
        | hits.0.hp_after | 16                                                                                                                       |

  Rule: fawnalore.attack.damage-dealt

    Scenario: Every modifier of the attacker adds to the damage dealt, minuses included
      Given these effects:
        | kind         | holder | source     | amount | applies_to |
        | damage_dealt | ayla   | Battle Cry | 2      | attacks    |
        | damage_dealt | ayla   | Blessing   | 1      | all_damage |
        | damage_dealt | ayla   | Weakness   | -1     | all_damage |
        | damage_dealt | grub   | Frenzy     | 5      | attacks    |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | damage_dealt    | 5 |
        | hits.0.hp_after | 4 |

    Scenario: A PPC's Weakness of -2 cuts its roll of 4 to 2 damage dealt
      Given these effects:
        | kind         | holder | source   | amount |
        | damage_dealt | pip    | Weakness | -2     |
      And the turn:
        | unit | pip |
      And the attack:
        | attacker | pip      |
        | targets  | ["grub"] |
        | roll     | 4        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | dealt_parts     | [{"source": "Attack Die", "amount": 4}, {"source": "Weakness", "amount": -2}] |
        | damage_dealt    | 2                                                                            |
        | hits.0.hp_after | 7                                                                            |
