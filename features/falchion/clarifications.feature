Feature: Clarifications of the Falchion battle rules
  Each rule here pins one ruling on a point the rulebook leaves open or words two ways.
  The question, the ruling and the evidence are on the clarifications page.

  Rule: falchion.clarifications.troll-example

    Scenario: The troll example follows the formula, so a level 2 drifter faces +4 DR against a 6 HD troll
      Given the check:
        | action               | melee_attack |
        | dr                   | 10           |
        | distance             | 5            |
        | rolls                | [15]         |
        | threat.creature_hd   | 6            |
        | threat.drifter_level | 2            |
      When I call falchion.resolve_check
      Then the result has:
        | threat_level | 4    |
        | dr           | 14   |
        | success      | true |

  Rule: falchion.clarifications.gp

    Scenario: A successful dodge's counterattack comes off the attacker's HP
      Given the check:
        | action | dodge |
        | dr     | 10    |
        | rolls  | [11]  |
      When I call falchion.resolve_check
      Then the result has:
        | counterattack_by      | roller |
        | counterattack_reduces | hp     |

  Rule: falchion.clarifications.natural-rolls

    Scenario: A natural 1 on an attack fails even when the DR has been lowered to 0
      Given the check:
        | action       | ranged_attack |
        | dr           | 2             |
        | distance     | 20            |
        | weapon_range | 60            |
        | aim          | true          |
        | rolls        | [1]           |
      When I call falchion.resolve_check
      Then the result has:
        | dr      | 0     |
        | success | false |
        | botch   | true  |

    Scenario: A natural 1 on a check that is no attack, block or dodge succeeds against DR 0
      Given the check:
        | action  | other             |
        | dr      | 2                 |
        | gambits | ["overcome_odds"] |
        | rolls   | [1]               |
      When I call falchion.resolve_check
      Then the result has:
        | dr      | 0     |
        | success | true  |
        | botch   | false |

    Scenario: A natural 20 against the capped DR of 18 succeeds as a crit
      Given the check:
        | action               | block |
        | dr                   | 16    |
        | incoming             | melee |
        | rolls                | [20]  |
        | threat.creature_hd   | 9     |
        | threat.drifter_level | 1     |
      When I call falchion.resolve_check
      Then the result has:
        | dr      | 18   |
        | success | true |
        | crit    | true |

  Rule: falchion.clarifications.advantage-and-disadvantage

    Scenario: Advantage and disadvantage together cancel into one d20
      Given the check:
        | action       | melee_attack |
        | dr           | 10           |
        | distance     | 5            |
        | target_prone | true         |
        | grit_spent   | true         |
        | rolls        | [9]          |
      When I call falchion.resolve_check
      Then the result has:
        | advantage    | ["target_prone"] |
        | disadvantage | ["grit_spent"]   |
        | mode         | normal           |
        | kept         | 9                |
        | success      | false            |

    Scenario: Two sources of advantage still roll only two d20s
      Given the check:
        | action           | melee_attack |
        | dr               | 10           |
        | distance         | 5            |
        | target_prone     | true         |
        | target_surprised | true         |
        | rolls            | [9, 15]      |
      When I call falchion.resolve_check
      Then the result has:
        | advantage | ["target_surprised", "target_prone"] |
        | mode      | advantage                            |
        | kept      | 15                                   |

  Rule: falchion.clarifications.botch-damage

    Scenario: A botched melee attack meets a maximized counterattack
      Given the check:
        | action   | melee_attack |
        | dr       | 10           |
        | distance | 5            |
        | rolls    | [1]          |
      When I call falchion.resolve_check
      Then the result has:
        | counterattack_by    | target |
        | maximized_damage_to | roller |
        | armor_steps_down    | roller |

    Scenario: A botched ranged attack draws no counterattack, but the botcher is still hurt
      Given the check:
        | action       | ranged_attack |
        | dr           | 10            |
        | distance     | 20            |
        | weapon_range | 60            |
        | rolls        | [1]           |
      When I call falchion.resolve_check
      Then the result has:
        | counterattack_by    | null   |
        | maximized_damage_to | roller |

  Rule: falchion.clarifications.armor-drop-timing

    Scenario: A crit's damage meets the armor die as it was, and the armor drops afterwards
      Given the hit:
        | weapon.dice | 1    |
        | weapon.size | d6   |
        | rolls       | [2]  |
        | hp          | 20   |
        | maximized   | true |
        | armor.size  | d8   |
        | armor.roll  | 7    |
      When I call falchion.deal_damage
      Then the result has:
        | armor_roll  | 7  |
        | damage      | 1  |
        | armor_after | d6 |

  Rule: falchion.clarifications.dodge-movement

    Scenario: A failed dodge still moves 5 feet and takes the hit
      Given the check:
        | action | dodge |
        | dr     | 12    |
        | rolls  | [12]  |
      When I call falchion.resolve_check
      Then the result has:
        | success   | false |
        | takes_hit | true  |
        | move_feet | 5     |

  Rule: falchion.clarifications.die-ladder-ends

    Scenario: A botch against a d20 armor drops it to a d12, not a d10
      Given the hit:
        | weapon.dice | 1    |
        | weapon.size | d4   |
        | rolls       | [2]  |
        | hp          | 20   |
        | maximized   | true |
        | armor.size  | d20  |
        | armor.roll  | 1    |
      When I call falchion.deal_damage
      Then the result has:
        | armor_after | d12 |

  Rule: falchion.clarifications.ace-value

    Scenario: An ace counts 14, never 1
      Given the cards is ["AC", "3D"]
      When I call falchion.draw_reaction
      Then the result has:
        | total    | 17          |
        | reaction | indifferent |

  Rule: falchion.clarifications.both-jokers

    Scenario Outline: With both Jokers drawn, the first one decides: <first> first makes them <reaction>
      Given the cards is ["<first>", "<second>"]
      When I call falchion.draw_reaction
      Then the result has:
        | joker    | <first>    |
        | reaction | <reaction> |

      Examples:
        | first          | second         | reaction |
        | ONE-EYED-JOKER | JOKER          | hostile  |
        | JOKER          | ONE-EYED-JOKER | friendly |

  Rule: falchion.clarifications.morale-joker

    Scenario: A Joker in a morale draw is redrawn
      Given the creature:
        | hp     | 1  |
        | max_hp | 10 |
        | morale | 9  |
      And the cards is ["JOKER", "5H"]
      When I call falchion.check_morale
      Then it is refused by falchion.clarifications.morale-joker

  Rule: falchion.clarifications.morale-equal-rank

    Scenario Outline: Equal ranks <cards>: the <high> is the high card and the creature <outcome>
      Given the creature:
        | hp     | 1  |
        | max_hp | 10 |
        | morale | 9  |
      And the cards is <cards>
      When I call falchion.check_morale
      Then the result has:
        | total     | 18        |
        | high_card | <high>    |
        | outcome   | <outcome> |

      Examples:
        | cards        | high | outcome    |
        | ["9H", "9S"] | 9S   | surrenders |
        | ["9C", "9H"] | 9H   | flees      |

  Rule: falchion.clarifications.morale-fights-on

    Scenario: A total equal to Morale keeps the creature fighting
      Given the creature:
        | hp     | 1  |
        | max_hp | 10 |
        | morale | 12 |
      And the cards is ["7S", "5S"]
      When I call falchion.check_morale
      Then the result has:
        | broken  | false     |
        | outcome | fights_on |

  Rule: falchion.clarifications.morale-thresholds

    Scenario Outline: At <hp> of <max> HP with <slain> of <forces> slain the triggers are <triggers>
      Given the creature:
        | hp           | <hp>     |
        | max_hp       | <max>    |
        | morale       | 20       |
        | forces       | <forces> |
        | forces_slain | <slain>  |
      And the cards is ["2C", "3C"]
      When I call falchion.check_morale
      Then the result has:
        | triggers | <triggers> |

      Examples:
        | hp | max | forces | slain | triggers                               |
        | 5  | 10  | 4      | 2     | ["half_forces_slain"]                  |
        | 4  | 10  | 4      | 2     | ["below_half_hp", "half_forces_slain"] |

  Rule: falchion.clarifications.grit-recovery

    Scenario: Five hours of rest do not bring back a spent Grit Die
      Given the rest:
        | grit  | null |
        | hours | 5    |
      When I call falchion.rest
      Then the result has:
        | grit_after | null |
        | spent      | true |

  Rule: falchion.clarifications.grit-maximum

    Scenario: Hours of rest never grow the Grit Die past ud8
      Given the rest:
        | grit  | d6 |
        | hours | 4  |
      When I call falchion.rest
      Then the result has:
        | grit_after | d8 |

    Scenario: A Grit Die of ud12 is an input error
      Given the rest:
        | grit  | d12 |
        | hours | 1   |
      When I call falchion.rest
      Then it is an input error at rest.grit

  Rule: falchion.clarifications.surprise-faces

    Scenario: Both sides surprised on a 2 and a 1 lose the first round
      Given the round is 1
      And the surprise:
        | drifters  | 2 |
        | creatures | 1 |
      And these drifters:
        | name | agi | roll |
        | Ash  | 10  | 3    |
      And these creatures:
        | name   | hd |
        | Goblin | 1  |
      When I call falchion.order_initiative
      Then the result has these order:
        | name   | acts  |
        | Goblin | false |
        | Ash    | false |

  Rule: falchion.clarifications.equal-hd

    Scenario: Creatures of equal HD act in the order they are listed
      Given the round is 2
      And no drifters
      And these creatures:
        | name     | hd |
        | Goblin B | 1  |
        | Goblin A | 1  |
        | Rat      | 0  |
      When I call falchion.order_initiative
      Then the result has these order:
        | name     |
        | Rat      |
        | Goblin B |
        | Goblin A |

  Rule: falchion.clarifications.base-between-sizes

    Scenario Outline: A base of <base> inches, between the listed diameters, is <size>
      Given the base is <base>
      When I call falchion.measure
      Then the result has:
        | size | <size> |

      Examples:
        | base | size   |
        | 0.1  | tiny   |
        | 1.5  | medium |
        | 3.99 | huge   |

  Rule: falchion.clarifications.stand-up-odd-movement

    Scenario Outline: With <movement> feet of movement, standing up costs <cost> and leaves <walk> to walk
      Given the move:
        | movement | <movement> |
        | prone    | true       |
        | stand_up | true       |
        | walk     | <walk>     |
      When I call falchion.move
      Then the result has:
        | stand_up_cost | <cost> |
        | used          | <used> |
        | left          | 0      |

      Examples:
        | movement | cost | walk | used |
        | 25       | 13   | 12   | 25   |
        | 1        | 1    | 0    | 1    |

    Scenario: With 25 feet of movement, standing up leaves no room to walk 13 feet
      Given the move:
        | movement | 25   |
        | prone    | true |
        | stand_up | true |
        | walk     | 13   |
      When I call falchion.move
      Then it is refused by falchion.actions.move

  Rule: falchion.clarifications.fields-that-do-not-fit

    Scenario Outline: A <action> check with <field> <value> is an input error at <path>
      Given the check:
        | action  | <action> |
        | dr      | 10       |
        | rolls   | [12]     |
        | <field> | <value>  |
      When I call falchion.resolve_check
      Then it is an input error at check.<path>

      Examples:
        | action       | field    | value                                  | path     |
        | block        | distance | 5                                      | distance |
        | dodge        | incoming | melee                                  | incoming |
        | melee_attack | shield   | true                                   | shield   |
        | other        | threat   | {"creature_hd": 3, "drifter_level": 1} | threat   |
        | block        | shield   | true                                   | incoming |

  Rule: falchion.clarifications.one-gambit-of-a-kind

    Scenario Outline: A check with the gambits <gambits> has DR <dr> or is refused
      Given the check:
        | action   | melee_attack |
        | dr       | 10           |
        | rolls    | [12]         |
        | distance | 5            |
        | gambits  | <gambits>    |
      When I call falchion.resolve_check
      Then the result has:
        | dr | <dr> |

      Examples:
        | gambits                           | dr |
        | ["overcome_odds"]                 | 8  |
        | ["overcome_odds", "strong_melee"] | 10 |

    Scenario Outline: The same gambit twice on one check is refused: <gambits>
      Given the check:
        | action   | melee_attack |
        | dr       | 10           |
        | rolls    | [12]         |
        | distance | 5            |
        | gambits  | <gambits>    |
      When I call falchion.resolve_check
      Then it is refused by falchion.clarifications.one-gambit-of-a-kind

      Examples:
        | gambits                            |
        | ["overcome_odds", "overcome_odds"] |
        | ["strong_melee", "strong_melee"]   |

  Rule: falchion.clarifications.table-extent

    Scenario: A distance and a base of 1,000 inches are the largest a measurement takes
      Given the distance is 1000
      And the base is 1000
      When I call falchion.measure
      Then the result has:
        | distance_feet | 5000.0   |
        | size          | colossal |

    Scenario Outline: A measurement past 1,000 inches is an input error naming its field
      Given the <field> is 1000.5
      When I call falchion.measure
      Then it is an input error at <field>

      Examples:
        | field    |
        | distance |
        | base     |
