Feature: Clarifications of the Falchion battle rules
  Each rule here pins one ruling on a point the rulebook leaves open or words two ways.
  The question, the ruling and the evidence are on the clarifications page.

  Rule: falchion.clarifications.troll-example

    Scenario: The troll example follows the formula, so a level 2 drifter faces +4 DR against a 6 HD troll
      Given the check:
        | action               | melee_attack |
        | dr                   | 10           |
        | distance             | 5            |
        | rolls                | 15 only      |
        | threat.creature hd   | 6            |
        | threat.drifter level | 2            |
      When I call falchion.resolve_check
      Then the result has:
        | threat level | 4   |
        | dr           | 14  |
        | success      | yes |

  Rule: falchion.clarifications.gp

    Scenario: A successful dodge's counterattack comes off the attacker's HP
      Given the check:
        | action | dodge   |
        | dr     | 10      |
        | rolls  | 11 only |
      When I call falchion.resolve_check
      Then the result has:
        | counterattack by      | roller |
        | counterattack reduces | hp     |

    Scenario: A dodge of 16 against DR 14 also counterattacks the attacker's HP
      Given the check:
        | action | dodge   |
        | dr     | 14      |
        | rolls  | 16 only |
      When I call falchion.resolve_check
      Then the result has:
        | counterattack by      | roller |
        | counterattack reduces | hp     |

  Rule: falchion.clarifications.natural-rolls

    Scenario: A natural 1 on an attack fails even when the DR has been lowered to 0
      Given the check:
        | action       | ranged_attack |
        | dr           | 2             |
        | distance     | 20            |
        | weapon range | 60            |
        | aim          | yes           |
        | rolls        | 1 only        |
      When I call falchion.resolve_check
      Then the result has:
        | dr      | 0   |
        | success | no  |
        | botch   | yes |

    Scenario: A natural 1 on a check that is no attack, block or dodge succeeds against DR 0
      Given the check:
        | action  | other              |
        | dr      | 2                  |
        | gambits | overcome_odds only |
        | rolls   | 1 only             |
      When I call falchion.resolve_check
      Then the result has:
        | dr      | 0   |
        | success | yes |
        | botch   | no  |

    Scenario: A natural 20 against the capped DR of 18 succeeds as a crit
      Given the check:
        | action               | block   |
        | dr                   | 16      |
        | incoming             | melee   |
        | rolls                | 20 only |
        | threat.creature hd   | 9       |
        | threat.drifter level | 1       |
      When I call falchion.resolve_check
      Then the result has:
        | dr      | 18  |
        | success | yes |
        | crit    | yes |

  Rule: falchion.clarifications.advantage-and-disadvantage

    Scenario: Advantage and disadvantage together cancel into one d20
      Given the check:
        | action       | melee_attack |
        | dr           | 10           |
        | distance     | 5            |
        | target prone | yes          |
        | grit spent   | yes          |
        | rolls        | 9 only       |
      When I call falchion.resolve_check
      Then the result has:
        | advantage    | target_prone only |
        | disadvantage | grit_spent only   |
        | mode         | normal            |
        | kept         | 9                 |
        | success      | no                |

    Scenario: Two sources of advantage still roll only two d20s
      Given the check:
        | action           | melee_attack |
        | dr               | 10           |
        | distance         | 5            |
        | target prone     | yes          |
        | target surprised | yes          |
        | rolls            | 9 and 15     |
      When I call falchion.resolve_check
      Then the result has:
        | advantage | target_surprised and target_prone |
        | mode      | advantage                         |
        | kept      | 15                                |

  Rule: falchion.clarifications.botch-damage

    Scenario: A botched melee attack meets a maximized counterattack
      Given the check:
        | action   | melee_attack |
        | dr       | 10           |
        | distance | 5            |
        | rolls    | 1 only       |
      When I call falchion.resolve_check
      Then the result has:
        | counterattack by    | target |
        | maximized damage to | roller |
        | armor steps down    | roller |

    Scenario: A botched ranged attack draws no counterattack, but the botcher is still hurt
      Given the check:
        | action       | ranged_attack |
        | dr           | 10            |
        | distance     | 20            |
        | weapon range | 60            |
        | rolls        | 1 only        |
      When I call falchion.resolve_check
      Then the result has:
        | counterattack by    | none   |
        | maximized damage to | roller |

  Rule: falchion.clarifications.armor-drop-timing

    Scenario: A crit's damage meets the armor die as it was, and the armor drops afterwards
      Given the hit:
        | weapon.dice | 1      |
        | weapon.size | d6     |
        | rolls       | 2 only |
        | hp          | 20     |
        | maximized   | yes    |
        | armor.size  | d8     |
        | armor.roll  | 7      |
      When I call falchion.deal_damage
      Then the result has:
        | armor roll  | 7  |
        | damage      | 1  |
        | armor after | d6 |

  Rule: falchion.clarifications.dodge-movement

    Scenario: A failed dodge still moves 5 feet and takes the hit
      Given the check:
        | action | dodge   |
        | dr     | 12      |
        | rolls  | 12 only |
      When I call falchion.resolve_check
      Then the result has:
        | success   | no  |
        | takes hit | yes |
        | move feet | 5   |

  Rule: falchion.clarifications.die-ladder-ends

    Scenario: A botch against a d20 armor drops it to a d12, not a d10
      Given the hit:
        | weapon.dice | 1      |
        | weapon.size | d4     |
        | rolls       | 2 only |
        | hp          | 20     |
        | maximized   | yes    |
        | armor.size  | d20    |
        | armor.roll  | 1      |
      When I call falchion.deal_damage
      Then the result has:
        | armor after | d12 |

  Rule: falchion.clarifications.ace-value

    Scenario: An ace counts 14, never 1
      Given the cards is AC and 3D
      When I call falchion.draw_reaction
      Then the result has:
        | total    | 17          |
        | reaction | indifferent |

  Rule: falchion.clarifications.both-jokers

    Scenario Outline: With both Jokers drawn, the first one decides: <first> first makes them <reaction>
      Given the cards is <first> and <second>
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
        | max hp | 10 |
        | morale | 9  |
      And the cards is JOKER and 5H
      When I call falchion.check_morale
      Then it is refused by falchion.clarifications.morale-joker

    Scenario: A One-Eyed Joker drawn second for morale is redrawn too
      Given the creature:
        | hp     | 2  |
        | max hp | 12 |
        | morale | 7  |
      And the cards is QS and ONE-EYED-JOKER
      When I call falchion.check_morale
      Then it is refused by falchion.clarifications.morale-joker

  Rule: falchion.clarifications.morale-equal-rank

    Scenario Outline: Equal ranks <cards>: the <high> is the high card and the creature <outcome>
      Given the creature:
        | hp     | 1  |
        | max hp | 10 |
        | morale | 9  |
      And the cards is <cards>
      When I call falchion.check_morale
      Then the result has:
        | total     | 18        |
        | high card | <high>    |
        | outcome   | <outcome> |

      Examples:
        | cards     | high | outcome    |
        | 9H and 9S | 9S   | surrenders |
        | 9C and 9H | 9H   | flees      |

  Rule: falchion.clarifications.morale-fights-on

    Scenario: A total equal to Morale keeps the creature fighting
      Given the creature:
        | hp     | 1  |
        | max hp | 10 |
        | morale | 12 |
      And the cards is 7S and 5S
      When I call falchion.check_morale
      Then the result has:
        | broken  | no        |
        | outcome | fights_on |

  Rule: falchion.clarifications.morale-thresholds

    Scenario Outline: At <hp> of <max> HP with <slain> of <forces> slain the triggers are <triggers>
      Given the creature:
        | hp           | <hp>     |
        | max hp       | <max>    |
        | morale       | 20       |
        | forces       | <forces> |
        | forces slain | <slain>  |
      And the cards is 2C and 3C
      When I call falchion.check_morale
      Then the result has:
        | triggers | <triggers> |

      Examples:
        | hp | max | forces | slain | triggers                            |
        | 5  | 10  | 4      | 2     | half_forces_slain only              |
        | 4  | 10  | 4      | 2     | below_half_hp and half_forces_slain |

  Rule: falchion.clarifications.grit-recovery

    Scenario: Five hours of rest do not bring back a spent Grit Die
      Given the rest:
        | grit  | none |
        | hours | 5    |
      When I call falchion.rest
      Then the result has:
        | grit after | none |
        | spent      | yes  |

    Scenario: An hour of rest does not bring back a spent Grit Die either
      Given the rest:
        | grit  | none |
        | hours | 1    |
      When I call falchion.rest
      Then the result has:
        | grit after | none |
        | spent      | yes  |

  Rule: falchion.clarifications.grit-maximum

    Scenario: Hours of rest never grow the Grit Die past ud8
      Given the rest:
        | grit  | d6 |
        | hours | 4  |
      When I call falchion.rest
      Then the result has:
        | grit after | d8 |

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
        | name   | acts |
        | Goblin | no   |
        | Ash    | no   |

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
        | prone    | yes        |
        | stand up | yes        |
        | walk     | <walk>     |
      When I call falchion.move
      Then the result has:
        | stand up cost | <cost> |
        | used          | <used> |
        | left          | 0      |

      Examples:
        | movement | cost | walk | used |
        | 25       | 13   | 12   | 25   |
        | 1        | 1    | 0    | 1    |

    Scenario: With 25 feet of movement, standing up leaves no room to walk 13 feet
      Given the move:
        | movement | 25  |
        | prone    | yes |
        | stand up | yes |
        | walk     | 13  |
      When I call falchion.move
      Then it is refused by falchion.actions.move

  Rule: falchion.clarifications.fields-that-do-not-fit

    Scenario Outline: A <action> check with <stray detail> <setting> is an input error at <path>
      Given the check:
        | action         | <action>  |
        | dr             | 10        |
        | rolls          | 12 only   |
        | <stray detail> | <setting> |
      When I call falchion.resolve_check
      Then it is an input error at check.<path>

      Examples:
        | action       | stray detail    | setting                                | path            |
        | block        | distance        | 5                                      | distance        |
        | dodge        | incoming        | melee                                  | incoming        |
        | melee_attack | shield          | yes                                    | shield          |
        | other        | threat          | {"creature_hd": 3, "drifter_level": 1} | threat          |
        | block        | shield          | yes                                    | incoming        |
        | block        | distance        | 0                                      | distance        |
        | melee_attack | shield          | no                                     | shield          |
        | dodge        | weapon range    | 0                                      | weapon_range    |
        | grapple      | extra move roll | 1                                      | extra_move_roll |
        | melee_attack | roller size     | medium                                 | roller_size     |
        | dodge        | target size     | small                                  | target_size     |

  Rule: falchion.clarifications.aim-fits-ranged-attacks

    Scenario Outline: A <action> check that says aim <aim> is an input error at the aim
      Given the check:
        | action   | <action>   |
        | dr       | 12         |
        | rolls    | 11 only    |
        | aim      | <aim>      |
        | distance | <distance> |
      When I call falchion.resolve_check
      Then it is an input error at check.aim

      Examples:
        | action       | aim | distance |
        | melee_attack | yes | 5        |
        | melee_attack | no  | 5        |

    Scenario Outline: A <action> check that says aim <aim>, with no distance, is an input error at the aim
      Given the check:
        | action   | <action> |
        | dr       | 12       |
        | rolls    | 11 only  |
        | aim      | <aim>    |
      When I call falchion.resolve_check
      Then it is an input error at check.aim

      Examples:
        | action | aim |
        | dodge  | no  |
        | other  | yes |

    Scenario: A ranged attack that says aim no keeps its DR
      Given the check:
        | action       | ranged_attack |
        | dr           | 12            |
        | rolls        | 11 only       |
        | aim          | no            |
        | distance     | 5             |
        | weapon range | 60            |
      When I call falchion.resolve_check
      Then the result has:
        | dr      | 12 |
        | success | no |

  Rule: falchion.clarifications.move-fields-that-do-not-fit

    Scenario Outline: A mover not prone that says stand up <stand> is an input error at the stand up
      Given the move:
        | movement | 30      |
        | walk     | 10      |
        | stand up | <stand> |
      When I call falchion.move
      Then it is an input error at move.stand_up

      Examples:
        | stand |
        | yes   |
        | no    |

    Scenario Outline: A prone mover that does not stand up and walks <walk> feet is an input error at the walk
      Given the move:
        | movement | 30      |
        | prone    | yes     |
        | crawl    | 5       |
        | stand up | <stand> |
        | walk     | <walk>  |
      When I call falchion.move
      Then it is an input error at move.walk

      Examples:
        | stand | walk |
        | no    | 5    |
        | no    | 0    |

    Scenario: A prone mover that says it does not stand up crawls 5 feet for 10
      Given the move:
        | movement | 30  |
        | prone    | yes |
        | stand up | no  |
        | crawl    | 5   |
      When I call falchion.move
      Then the result has:
        | crawl cost | 10  |
        | left       | 20  |
        | prone      | yes |

  Rule: falchion.clarifications.one-gambit-of-a-kind

    Scenario Outline: A check with the gambits <gambits> has DR <dr> or is refused
      Given the check:
        | action   | melee_attack |
        | dr       | 10           |
        | rolls    | 12 only      |
        | distance | 5            |
        | gambits  | <gambits>    |
      When I call falchion.resolve_check
      Then the result has:
        | dr | <dr> |

      Examples:
        | gambits                        | dr |
        | overcome_odds only             | 8  |
        | overcome_odds and strong_melee | 10 |

    Scenario Outline: The same gambit twice on one check is refused: <gambits>
      Given the check:
        | action   | melee_attack |
        | dr       | 10           |
        | rolls    | 12 only      |
        | distance | 5            |
        | gambits  | <gambits>    |
      When I call falchion.resolve_check
      Then it is refused by falchion.clarifications.one-gambit-of-a-kind

      Examples:
        | gambits                         |
        | overcome_odds and overcome_odds |
        | strong_melee and strong_melee   |

  Rule: falchion.clarifications.table-extent

    Scenario: A distance and a base of 1,000 inches are the largest a measurement takes
      Given the distance is 1000
      And the base is 1000
      When I call falchion.measure
      Then the result has:
        | distance feet | 5000.0   |
        | size          | colossal |

    Scenario Outline: A measurement past 1,000 inches is an input error naming its field
      Given the <measurement> is 1000.5
      When I call falchion.measure
      Then it is an input error at <measurement>

      Examples:
        | measurement |
        | distance    |
        | base        |
