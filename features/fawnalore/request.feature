Feature: Well-formed requests
  A malformed request is an input error naming the field at fault by its path:
  an unknown unit, a repeated name, HP below 1, an unknown game mode, unit kind or effect kind.

  Rule: fawnalore.request.units

    Scenario Outline: A name that no unit has is an input error where it is used
      Given the board is {"radius": 3}
      And the game mode is co-op
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | party | 0,0 | 12 | 6          | 1     |
        | grub | makri  | makri | 1,0 | 9  |            |       |
      And the turn:
        | unit  | <turn> |
        | phase | main   |
      And the attack:
        | attacker | <attacker> |
        | targets  | [<target>] |
        | roll     | 3          |
      When I call fawnalore.resolve_attack
      Then it is an input error at <path>

      Examples:
        | turn | attacker | target | path             |
        | zed  | ayla     | "grub" | turn.unit        |
        | ayla | zed      | "grub" | attack.attacker  |
        | ayla | ayla     | "zed"  | attack.targets.0 |

    Scenario: Non-attack damage on the turn of a unit no one is called is an input error at the turn's unit, as an attack's is
      Given the board is {"radius": 3}
      And the game mode is co-op
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | party | 0,0 | 12 | 6          | 1     |
        | grub | makri  | makri | 1,0 | 9  |            |       |
      And the turn:
        | unit  | zed  |
        | phase | main |
      And the damage:
        | cause   | environment |
        | amount  | 3           |
        | targets | ["grub"]    |
      When I call fawnalore.deal_damage
      Then it is an input error at turn.unit

    Scenario Outline: Current HP below 1 is an input error, since a unit at 0 HP is dead
      Given the board is {"radius": 3}
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the game mode is co-op
      And these units:
        | id   | kind   | side  | hex | hp   | attack_die | range |
        | ayla | player | party | 0,0 | 12   | 6          | 1     |
        | grub | makri  | makri | 1,0 | <hp> |            |       |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then it is an input error at units.1.hp

      Examples:
        | hp |
        | 0  |
        | -1 |

    Scenario: Two units with one name are an input error at the second
      Given the board is {"radius": 3}
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the game mode is co-op
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | party | 0,0 | 12 | 6          | 1     |
        | ayla | makri  | makri | 1,0 | 9  |            |       |
      And the attack:
        | attacker | ayla     |
        | targets  | ["ayla"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then it is an input error at units.1.id

    Scenario: An effect held by no unit is an input error at its holder
      Given the board is {"radius": 3}
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the game mode is co-op
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | party | 0,0 | 12 | 6          | 1     |
        | grub | makri  | makri | 1,0 | 9  |            |       |
      And these effects:
        | kind         | holder | source | amount |
        | damage_taken | zed    | Armor  | 2      |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then it is an input error at effects.0.holder

    Scenario: An attacker without an Attack Die is an input error at its attack_die
      Given the board is {"radius": 3}
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the game mode is co-op
      And these units:
        | id   | kind   | side  | hex | hp | range |
        | ayla | player | party | 0,0 | 12 | 1     |
        | grub | makri  | makri | 1,0 | 9  |       |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then it is an input error at units.0.attack_die

    Scenario: A name of one letter is enough to refer to a unit
      Given the board is {"radius": 3}
      And the game mode is co-op
      And these units:
        | id | kind   | side | hex | hp | attack_die | range |
        | a  | player | p    | 0,0 | 12 | 6          | 1     |
        | g  | makri  | m    | 1,0 | 9  |            |       |
      And the turn:
        | unit  | a    |
        | phase | main |
      And the attack:
        | attacker | a     |
        | targets  | ["g"] |
        | roll     | 2     |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.target   | g |
        | hits.0.hp_after | 7 |

    Scenario: An empty name is an input error
      Given the board is {"radius": 3}
      And the game mode is co-op
      And these units:
        | id | kind   | side | hex | hp | attack_die | range |
        | "" | player | p    | 0,0 | 12 | 6          | 1     |
        | g  | makri  | m    | 1,0 | 9  |            |       |
      And the turn:
        | unit  | g    |
        | phase | main |
      When I call fawnalore.take_ppc_turn
      Then it is an input error at units.0.id

  Rule: fawnalore.request.known-values

    Scenario Outline: An unknown game mode, unit kind or effect kind is an input error at its field
      Given the board is {"radius": 3}
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the game mode is <mode>
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | party | 0,0 | 12 | 6          | 1     |
        | grub | <kind> | makri | 1,0 | 9  |            |       |
      And these effects:
        | kind          | holder | source | amount |
        | <effect_kind> | grub   | Armor  | 2      |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then it is an input error at <path>

      Examples:
        | mode  | kind    | effect_kind  | path           |
        | solo  | makri   | damage_taken | game_mode      |
        | co-op | dragon  | damage_taken | units.1.kind   |
        | co-op | makri   | armor        | effects.0.kind |

  Rule: fawnalore.request.in-range

    Scenario: Names of one letter, 1 HP, a d2 and a hex on the board's edge are all a battle needs
      Given the board is {"radius": 3}
      And the game mode is co-op
      And these units:
        | id | kind   | side | hex  | hp | attack_die | range | ether_reward | weapon.name | weapon.die |
        | a  | player | p    | -3,0 | 12 | 2          | 1     |              | W           | 2          |
        | g  | makri  | m    | -2,0 | 1  |            |       | 0            |             |            |
        | m  | makri  | m    | 3,0  | 1  |            |       | 0            |             |            |
      And these effects:
        | kind         | holder | source | amount | to |
        | damage_taken | g      | A      | 0      |    |
        | damage_dealt | a      | D      | 0      |    |
        | redirect     | g      | B      |        | m  |
      And the turn:
        | unit  | a    |
        | phase | main |
      And the attack:
        | attacker    | a     |
        | targets     | ["g"] |
        | roll        | 1     |
        | weapon_roll | 1     |
      When I call fawnalore.resolve_attack
      Then the result has:
        | damage_dealt          | 2 |
        | hits.0.hp_after       | 1 |
        | redirected.0.unit     | m |
        | redirected.0.hp_after | 0 |

    Scenario: A range of 100 and a board of radius 50 are the largest a battle takes
      Given the game mode is co-op
      And the board is {"radius": 50}
      And these units:
        | id   | kind   | side  | hex   | hp | attack_die | range |
        | ayla | player | party | -50,0 | 12 | 6          | 100   |
        | grub | makri  | makri | 50,0  | 9  |            |       |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      And the turn:
        | unit  | ayla |
        | phase | main |
      When I call fawnalore.resolve_attack
      Then the result has:
        | distances.grub  | 100 |
        | hits.0.hp_after | 6   |

    Scenario Outline: A unit's <field> one past its bound is an input error at it
      Given the board is {"radius": 3}
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the game mode is co-op
      And these units:
        | id   | kind   | side   | hex   | hp | attack_die | range   | ether_reward | weapon.name | weapon.die |
        | ayla | player | party  | 0,0   | 12 | 6          | <range> |              | <weapon>    | <die>      |
        | <id> | makri  | <side> | <hex> | 9  |            |         | <reward>     |             |            |
      And the attack:
        | attacker    | ayla     |
        | targets     | ["grub"] |
        | roll        | 3        |
        | weapon_roll | 1        |
      When I call fawnalore.resolve_attack
      Then it is an input error at <path>

      Examples:
        | field        | range | weapon | die | id   | side  | hex | reward | path                |
        | range        | 0     | Sword  | 4   | grub | makri | 1,0 | 2      | units.0.range       |
        | range        | 101   | Sword  | 4   | grub | makri | 1,0 | 2      | units.0.range       |
        | weapon name  | 1     | ""     | 4   | grub | makri | 1,0 | 2      | units.0.weapon.name |
        | weapon die   | 1     | Sword  | 1   | grub | makri | 1,0 | 2      | units.0.weapon.die  |
        | side         | 1     | Sword  | 4   | grub | ""    | 1,0 | 2      | units.1.side        |
        | hex          | 1     | Sword  | 4   | grub | makri | 4,0 | 2      | units.1.hex         |
        | hex written  | 1     | Sword  | 4   | grub | makri | 1;0 | 2      | units.1.hex         |
        | ether reward | 1     | Sword  | 4   | grub | makri | 1,0 | -1     | units.1.ether_reward |
        | name         | 1     | Sword  | 4   | ""   | makri | 1,0 | 2      | units.1.id          |

    Scenario Outline: An attack's <field> one past its bound is an input error at it
      Given the game mode is co-op
      And the board is {"radius": <radius>}
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range | weapon.name | weapon.die |
        | ayla | player | party | 0,0 | 12 | 6          | 1     | Sword       | 4          |
        | grub | makri  | makri | 1,0 | 9  |            |       |             |            |
      And these effects:
        | kind         | holder   | source   | amount   |
        | damage_taken | <holder> | <source> | <amount> |
      And the turn:
        | unit  | <unit> |
        | phase | main   |
      And the attack:
        | attacker     | <attacker> |
        | targets      | <targets>  |
        | roll         | 3          |
        | weapon_roll  | <roll>     |
        | target_limit | <limit>    |
      When I call fawnalore.resolve_attack
      Then it is an input error at <path>

      Examples:
        | field          | radius | holder | source | amount | unit | attacker | targets  | roll | limit | path                |
        | board's radius | -1     | grub   | Armor  | 1      | ayla | ayla     | ["grub"] | 1    | 1     | board.radius        |
        | board's radius | 51     | grub   | Armor  | 1      | ayla | ayla     | ["grub"] | 1    | 1     | board.radius        |
        | effect holder  | 3      | ""     | Armor  | 1      | ayla | ayla     | ["grub"] | 1    | 1     | effects.0.holder    |
        | effect source  | 3      | grub   | ""     | 1      | ayla | ayla     | ["grub"] | 1    | 1     | effects.0.source    |
        | effect amount  | 3      | grub   | Armor  | -1     | ayla | ayla     | ["grub"] | 1    | 1     | effects.0.amount    |
        | turn's unit    | 3      | grub   | Armor  | 1      | ""   | ayla     | ["grub"] | 1    | 1     | turn.unit           |
        | attacker       | 3      | grub   | Armor  | 1      | ayla | ""       | ["grub"] | 1    | 1     | attack.attacker     |
        | targets        | 3      | grub   | Armor  | 1      | ayla | ayla     | []       | 1    | 1     | attack.targets      |
        | target         | 3      | grub   | Armor  | 1      | ayla | ayla     | [""]     | 1    | 1     | attack.targets.0    |
        | weapon roll    | 3      | grub   | Armor  | 1      | ayla | ayla     | ["grub"] | 0    | 1     | attack.weapon_roll  |
        | target limit   | 3      | grub   | Armor  | 1      | ayla | ayla     | ["grub"] | 1    | 0     | attack.target_limit |

    Scenario Outline: A redirection or replacement naming <what> is an input error at it
      Given the board is {"radius": 3}
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the game mode is co-op
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | party | 0,0 | 12 | 6          | 1     |
        | grub | makri  | makri | 1,0 | 9  |            |       |
      And these effects:
        | kind   | holder | source    | <field>  |
        | <kind> | grub   | Bodyguard | <value>  |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then it is an input error at effects.0.<field>

      Examples:
        | what                | kind     | field   | value |
        | no unit             | redirect | to      | ""    |
        | nothing in its place | replace  | instead | ""    |

    Scenario: A replacement of one letter is enough
      Given the board is {"radius": 3}
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the game mode is co-op
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | party | 0,0 | 12 | 6          | 1     |
        | grub | makri  | makri | 1,0 | 9  |            |       |
      And these effects:
        | kind    | holder | source | instead |
        | replace | grub   | S      | X       |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.window.0.instead | X |
        | hits.0.hp_after         | 9 |

    Scenario: Non-attack damage of 0 from a source of one letter, at every smallest value
      Given the board is {"radius": 3}
      And the game mode is co-op
      And these units:
        | id | kind   | side | hex  | hp | attack_die | range | ether_reward | weapon.name | weapon.die |
        | a  | player | p    | -3,0 | 1  | 2          | 1     |              | W           | 2          |
        | g  | makri  | m    | 3,0  | 1  |            |       | 0            |             |            |
      And these effects:
        | kind         | holder | source | amount | to | instead |
        | damage_taken | g      | A      | 0      |    |         |
        | redirect     | g      | B      |        | a  |         |
        | replace      | g      | C      |        |    | X       |
      And the turn:
        | unit  | a    |
        | phase | main |
      And the damage:
        | cause       | spell |
        | source      | a     |
        | amount      | 0     |
        | targets     | ["g"] |
        | uses_action | true  |
      When I call fawnalore.deal_damage
      Then the result has:
        | action_used     | true |
        | hits.0.hp_after | 1    |
        | deaths          | []   |

    Scenario Outline: Damage to a unit on a board of radius <radius> at the unit's <where>
      Given the game mode is co-op
      And the board is {"radius": <radius>}
      And these units:
        | id   | kind   | side  | hex   | hp | attack_die | range |
        | ayla | player | party | <hex> | 12 | 6          | 100   |
      And the damage:
        | cause   | environment |
        | amount  | 5           |
        | targets | ["ayla"]    |
      And the turn:
        | unit  | ayla |
        | phase | main |
      When I call fawnalore.deal_damage
      Then the result has:
        | hits.0.hp_after | 7 |

      Examples:
        | radius | hex   | where           |
        | 0      | 0,0   | only hex        |
        | 50     | 0,-50 | edge of the map |

    Scenario Outline: Non-attack damage with a unit's <field> one past its bound is an input error at it
      Given the board is {"radius": 3}
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the game mode is co-op
      And these units:
        | id   | kind   | side   | hex   | hp   | attack_die | range   | ether_reward | weapon.name | weapon.die |
        | ayla | player | party  | 0,0   | 12   | <attack>   | <range> |              | <weapon>    | <die>      |
        | <id> | makri  | <side> | <hex> | <hp> |            |         | <reward>     |             |            |
      And the damage:
        | cause   | environment |
        | amount  | 3           |
        | targets | ["ayla"]    |
      When I call fawnalore.deal_damage
      Then it is an input error at <path>

      Examples:
        | field        | attack | range | weapon | die | id   | side  | hex | hp | reward | path                 |
        | Attack Die   | 1      | 1     | Sword  | 4   | grub | makri | 1,0 | 9  | 2      | units.0.attack_die   |
        | range        | 6      | 0     | Sword  | 4   | grub | makri | 1,0 | 9  | 2      | units.0.range        |
        | range        | 6      | 101   | Sword  | 4   | grub | makri | 1,0 | 9  | 2      | units.0.range        |
        | weapon name  | 6      | 1     | ""     | 4   | grub | makri | 1,0 | 9  | 2      | units.0.weapon.name  |
        | weapon die   | 6      | 1     | Sword  | 1   | grub | makri | 1,0 | 9  | 2      | units.0.weapon.die   |
        | name         | 6      | 1     | Sword  | 4   | ""   | makri | 1,0 | 9  | 2      | units.1.id           |
        | side         | 6      | 1     | Sword  | 4   | grub | ""    | 1,0 | 9  | 2      | units.1.side         |
        | hex          | 6      | 1     | Sword  | 4   | grub | makri | 4,0 | 9  | 2      | units.1.hex          |
        | hex written  | 6      | 1     | Sword  | 4   | grub | makri | 1 0 | 9  | 2      | units.1.hex          |
        | HP           | 6      | 1     | Sword  | 4   | grub | makri | 1,0 | 0  | 2      | units.1.hp           |
        | ether reward | 6      | 1     | Sword  | 4   | grub | makri | 1,0 | 9  | -1     | units.1.ether_reward |

    Scenario Outline: Non-attack damage whose <field> is one past its bound is an input error at it
      Given the game mode is co-op
      And the board is {"radius": <radius>}
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | party | 0,0 | 12 | 6          | 1     |
        | grub | makri  | makri | 1,0 | 9  |            |       |
      And these effects:
        | kind     | holder   | source   | amount   | to   |
        | <kind>   | <holder> | <source> | <amount> | <to> |
      And the turn:
        | unit  | <unit> |
        | phase | main   |
      And the damage:
        | cause       | spell     |
        | source      | <by>      |
        | amount      | <damage>  |
        | targets     | <targets> |
        | uses_action | true      |
      When I call fawnalore.deal_damage
      Then it is an input error at <path>

      Examples:
        | field          | radius | kind         | holder | source | amount | to   | unit | by   | damage | targets  | path             |
        | board's radius | -1     | damage_taken | grub   | Armor  | 1      |      | ayla | ayla | 3      | ["grub"] | board.radius     |
        | board's radius | 51     | damage_taken | grub   | Armor  | 1      |      | ayla | ayla | 3      | ["grub"] | board.radius     |
        | effect holder  | 3      | damage_taken | ""     | Armor  | 1      |      | ayla | ayla | 3      | ["grub"] | effects.0.holder |
        | effect source  | 3      | damage_taken | grub   | ""     | 1      |      | ayla | ayla | 3      | ["grub"] | effects.0.source |
        | effect amount  | 3      | damage_taken | grub   | Armor  | -1     |      | ayla | ayla | 3      | ["grub"] | effects.0.amount |
        | redirection    | 3      | redirect     | grub   | Guard  |        | ""   | ayla | ayla | 3      | ["grub"] | effects.0.to     |
        | turn's unit    | 3      | damage_taken | grub   | Armor  | 1      |      | ""   | ayla | 3      | ["grub"] | turn.unit        |
        | source         | 3      | damage_taken | grub   | Armor  | 1      |      | ayla | ""   | 3      | ["grub"] | damage.source    |
        | amount         | 3      | damage_taken | grub   | Armor  | 1      |      | ayla | ayla | -1     | ["grub"] | damage.amount    |
        | targets        | 3      | damage_taken | grub   | Armor  | 1      |      | ayla | ayla | 3      | []       | damage.targets   |
        | target         | 3      | damage_taken | grub   | Armor  | 1      |      | ayla | ayla | 3      | [""]     | damage.targets.0 |

    Scenario: Non-attack damage replaced by nothing is an input error at the replacement
      Given the board is {"radius": 3}
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the game mode is co-op
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | party | 0,0 | 12 | 6          | 1     |
        | grub | makri  | makri | 1,0 | 9  |            |       |
      And these effects:
        | kind    | holder | source | instead |
        | replace | grub   | Scales | ""      |
      And the damage:
        | cause   | environment |
        | amount  | 3           |
        | targets | ["grub"]    |
      When I call fawnalore.deal_damage
      Then it is an input error at effects.0.instead

    Scenario: A PPC turn with names of one letter, 1 HP, d2s and a path along the board's edge
      Given the board is {"radius": 3}
      And the game mode is co-op
      And these units:
        | id | kind  | side | hex  | hp | attack_die | range | ether_reward | weapon.name | weapon.die |
        | p  | ppc   | s    | 2,0  | 1  | 2          | 1     |              | W           | 2          |
        | g  | makri | m    | 3,-3 | 5  |            |       | 0            |             |            |
        | h  | makri | m    | -1,0 | 5  |            |       | 0            |             |            |
      And these effects:
        | kind         | holder | source | amount | to | instead |
        | damage_taken | g      | A      | 0      |    |         |
        | redirect     | h      | B      |        | g  |         |
        | replace      | h      | C      |        |    | X       |
      And the turn:
        | ppc         | p                  |
        | movement    | 2                  |
        | target      | g                  |
        | path        | ["3,-1", "3,-2"]   |
        | roll        | 1                  |
        | weapon_roll | 1                  |
      When I call fawnalore.take_ppc_turn
      Then the result has:
        | end                    | 3,-2 |
        | attack.damage_dealt    | 2    |
        | attack.hits.0.hp_after | 3    |

    Scenario Outline: A PPC on a board of radius <radius> reaching <where>
      Given the game mode is co-op
      And the board is {"radius": <radius>}
      And these units:
        | id   | kind  | side  | hex   | hp | attack_die | range |
        | pip  | ppc   | party | 0,0   | 8  | 4          | 100   |
        | grub | makri | makri | <hex> | 9  |            |       |
      And the turn:
        | ppc      | pip |
        | movement | 0   |
        | roll     | 2   |
      When I call fawnalore.take_ppc_turn
      Then the result has:
        | steps | <steps> |

      Examples:
        | radius | hex    | where                 | steps                  |
        | 50     | -50,50 | a Makri 50 hexes away | ["attack", "end turn"] |

    Scenario: A PPC alone on a board of radius 0 only ends its turn
      Given the game mode is co-op
      And the board is {"radius": 0}
      And these units:
        | id  | kind | side  | hex | hp | attack_die | range |
        | pip | ppc  | party | 0,0 | 8  | 4          | 1     |
      And the turn:
        | ppc      | pip |
        | movement | 3   |
      When I call fawnalore.take_ppc_turn
      Then the result has:
        | target | null         |
        | steps  | ["end turn"] |

    Scenario Outline: A PPC turn with a unit's <field> one past its bound is an input error at it
      Given the board is {"radius": 3}
      And the game mode is co-op
      And these units:
        | id   | kind  | side   | hex   | hp   | attack_die | range   | ether_reward | weapon.name | weapon.die |
        | <id> | ppc   | party  | 0,0   | 8    | <attack>   | <range> |              | <weapon>    | <die>      |
        | grub | makri | <side> | <hex> | <hp> |            |         | <reward>     |             |            |
      And the turn:
        | ppc         | pip |
        | movement    | 1   |
        | roll        | 3   |
        | weapon_roll | 2   |
      When I call fawnalore.take_ppc_turn
      Then it is an input error at <path>

      Examples:
        | field        | id  | attack | range | weapon | die | side  | hex | hp | reward | path                 |
        | name         | ""  | 4      | 1     | Sword  | 4   | makri | 1,0 | 9  | 2      | units.0.id           |
        | Attack Die   | pip | 1      | 1     | Sword  | 4   | makri | 1,0 | 9  | 2      | units.0.attack_die   |
        | range        | pip | 4      | 0     | Sword  | 4   | makri | 1,0 | 9  | 2      | units.0.range        |
        | range        | pip | 4      | 101   | Sword  | 4   | makri | 1,0 | 9  | 2      | units.0.range        |
        | weapon name  | pip | 4      | 1     | ""     | 4   | makri | 1,0 | 9  | 2      | units.0.weapon.name  |
        | weapon die   | pip | 4      | 1     | Sword  | 1   | makri | 1,0 | 9  | 2      | units.0.weapon.die   |
        | side         | pip | 4      | 1     | Sword  | 4   | ""    | 1,0 | 9  | 2      | units.1.side         |
        | hex          | pip | 4      | 1     | Sword  | 4   | makri | 0,4 | 9  | 2      | units.1.hex          |
        | hex written  | pip | 4      | 1     | Sword  | 4   | makri | 1,  | 9  | 2      | units.1.hex          |
        | HP           | pip | 4      | 1     | Sword  | 4   | makri | 1,0 | 0  | 2      | units.1.hp           |
        | ether reward | pip | 4      | 1     | Sword  | 4   | makri | 1,0 | 9  | -1     | units.1.ether_reward |

    Scenario Outline: A PPC turn whose <field> is one past its bound is an input error at it
      Given the game mode is co-op
      And the board is {"radius": <radius>}
      And these units:
        | id   | kind  | side  | hex | hp | attack_die | range | weapon.name | weapon.die |
        | pip  | ppc   | party | 0,0 | 8  | 4          | 1     | Sword       | 4          |
        | grub | makri | makri | 2,1 | 9  |            |       |             |            |
      And these effects:
        | kind     | holder   | source   | amount   | to   | instead   |
        | <kind>   | <holder> | <source> | <amount> | <to> | <instead> |
      And the turn:
        | ppc         | <ppc>      |
        | movement    | <movement> |
        | target      | <target>   |
        | path        | <steps>    |
        | roll        | <roll>     |
        | weapon_roll | <weapon>   |
      When I call fawnalore.take_ppc_turn
      Then it is an input error at <path>

      Examples:
        | field          | radius | kind         | holder | source | amount | to   | instead | ppc | movement | target | steps                 | roll | weapon | path             |
        | board's radius | -1     | damage_taken | grub   | Armor  | 1      |      |         | pip | 2        | grub   | ["1,0", "2,0"]         | 3    | 2      | board.radius     |
        | board's radius | 51     | damage_taken | grub   | Armor  | 1      |      |         | pip | 2        | grub   | ["1,0", "2,0"]         | 3    | 2      | board.radius     |
        | effect holder  | 3      | damage_taken | ""     | Armor  | 1      |      |         | pip | 2        | grub   | ["1,0", "2,0"]         | 3    | 2      | effects.0.holder |
        | effect source  | 3      | damage_taken | grub   | ""     | 1      |      |         | pip | 2        | grub   | ["1,0", "2,0"]         | 3    | 2      | effects.0.source |
        | effect amount  | 3      | damage_taken | grub   | Armor  | -1     |      |         | pip | 2        | grub   | ["1,0", "2,0"]         | 3    | 2      | effects.0.amount |
        | redirection    | 3      | redirect     | grub   | Guard  |        | ""   |         | pip | 2        | grub   | ["1,0", "2,0"]         | 3    | 2      | effects.0.to     |
        | replacement    | 3      | replace      | grub   | Scales |        |      | ""      | pip | 2        | grub   | ["1,0", "2,0"]         | 3    | 2      | effects.0.instead |
        | PPC            | 3      | damage_taken | grub   | Armor  | 1      |      |         | ""  | 2        | grub   | ["1,0", "2,0"]         | 3    | 2      | turn.ppc         |
        | movement       | 3      | damage_taken | grub   | Armor  | 1      |      |         | pip | -1       | grub   | ["1,0", "2,0"]         | 3    | 2      | turn.movement    |
        | target         | 3      | damage_taken | grub   | Armor  | 1      |      |         | pip | 2        | ""     | ["1,0", "2,0"]         | 3    | 2      | turn.target      |
        | path           | 3      | damage_taken | grub   | Armor  | 1      |      |         | pip | 2        | grub   | ["1,0", "2;0"]         | 3    | 2      | turn.path.1      |
        | path's end     | 3      | damage_taken | grub   | Armor  | 1      |      |         | pip | 2        | grub   | ["1,0", "4,0"]         | 3    | 2      | turn.path.1      |
        | roll           | 3      | damage_taken | grub   | Armor  | 1      |      |         | pip | 2        | grub   | ["1,0", "2,0"]         | 0    | 2      | turn.roll        |
        | weapon roll    | 3      | damage_taken | grub   | Armor  | 1      |      |         | pip | 2        | grub   | ["1,0", "2,0"]         | 3    | 0      | turn.weapon_roll |
