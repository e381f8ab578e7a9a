Feature: Well-formed requests
  What a well-formed request to a Falchion engine holds. A malformed request is an input
  error that names the field at fault by its path; it is never a crash.

  Rule: falchion.request.required-fields

    Scenario: Advantage with a single d20 is an input error
      Given the check:
        | action       | melee_attack |
        | dr           | 10           |
        | distance     | 5            |
        | rolls        | 14 only      |
        | target prone | yes          |
      When I call falchion.resolve_check
      Then it is an input error at check.rolls

    Scenario: A measurement with neither a distance nor a base is an input error
      Given the base is none
      When I call falchion.measure
      Then it is an input error at distance

  Rule: falchion.request.first-error

    Scenario: A DR of 0 and a d20 of 21 are reported at the DR, the field listed first
      Given the check:
        | action | other   |
        | dr     | 0       |
        | rolls  | 21 only |
      When I call falchion.resolve_check
      Then it is an input error at check.dr

    Scenario: A field no check has and a DR of 0 are reported at the DR, the field the check has
      Given the check:
        | luck   | 3       |
        | action | other   |
        | dr     | 0       |
        | rolls  | 12 only |
      When I call falchion.resolve_check
      Then it is an input error at check.dr

    Scenario: A stray distance on a block and a d20 of 21 are reported at the d20, its shape first
      Given the check:
        | action   | block   |
        | incoming | melee   |
        | distance | 5       |
        | dr       | 10      |
        | rolls    | 21 only |
      When I call falchion.resolve_check
      Then it is an input error at check.rolls.0

  Rule: falchion.request.whole-numbers

    Scenario Outline: A DR written <dr> is the whole number 10
      Given the check:
        | action | other   |
        | dr     | <dr>    |
        | rolls  | 12 only |
      When I call falchion.resolve_check
      Then the result has:
        | dr      | 10  |
        | success | yes |

      Examples:
        | dr   |
        | 10   |
        | 10.0 |

    Scenario Outline: A DR written <dr> is no whole number, and an input error
      Given the check:
        | action | other   |
        | dr     | <dr>    |
        | rolls  | 12 only |
      When I call falchion.resolve_check
      Then it is an input error at check.dr

      Examples:
        | dr   |
        | 10.5 |
        | yes  |
        | "10" |

  Rule: falchion.request.in-range

    Scenario: A negative drifter level is an input error
      Given the check:
        | action               | melee_attack |
        | dr                   | 10           |
        | distance             | 5            |
        | rolls                | 15 only      |
        | threat.creature hd   | 6            |
        | threat.drifter level | -1           |
      When I call falchion.resolve_check
      Then it is an input error at check.threat.drifter_level

    Scenario: A negative distance is an input error
      Given the distance is -1
      When I call falchion.measure
      Then it is an input error at distance

    Scenario Outline: A d20 result of <roll> is an input error
      Given the check:
        | action | other       |
        | dr     | 12          |
        | rolls  | <roll> only |
      When I call falchion.resolve_check
      Then it is an input error at check.rolls.0

      Examples:
        | roll |
        | 21   |
        | 0    |

    Scenario Outline: Rolls <rolls> for one <size> are an input error at <path>
      Given the hit:
        | weapon.dice | 1       |
        | weapon.size | <size>  |
        | rolls       | <rolls> |
        | hp          | 7       |
      When I call falchion.deal_damage
      Then it is an input error at hit.<path>

      Examples:
        | size | rolls   | path    |
        | d6   | 7 only  | rolls.0 |
        | d6   | 3 and 4 | rolls   |

    Scenario: A d4 cannot show a 5
      Given the hit:
        | weapon.dice | 1      |
        | weapon.size | d4     |
        | rolls       | 5 only |
        | hp          | 30     |
      When I call falchion.deal_damage
      Then it is an input error at hit.rolls.0

    Scenario: A roll of 7 on a ud6 is an input error
      Given the cast:
        | grit   | d6     |
        | roll   | 7      |
        | gambit | disarm |
      When I call falchion.cast_grit
      Then it is an input error at cast.roll

    Scenario: A ud8 cannot show a 9
      Given the cast:
        | grit   | d8     |
        | roll   | 9      |
        | gambit | disarm |
      When I call falchion.cast_grit
      Then it is an input error at cast.roll

    Scenario Outline: A surprise d6 of 7, or an AGI of 0, is an input error at <path>
      Given the round is 1
      And the surprise:
        | drifters  | <drifters>  |
        | creatures | <creatures> |
      And these drifters:
        | name | agi   | roll |
        | Ash  | <agi> | 15   |
      And these creatures:
        | name   | hd |
        | Goblin | 1  |
      When I call falchion.order_initiative
      Then it is an input error at <path>

      Examples:
        | drifters | creatures | agi | path               |
        | 7        | 3         | 10  | surprise.drifters  |
        | 3        | 7         | 10  | surprise.creatures |
        | 3        | 3         | 0   | drifters.0.agi     |

    Scenario Outline: A ranged attack with a <measure> of -1 is an input error
      Given the check:
        | action       | ranged_attack |
        | dr           | 10            |
        | rolls        | 12 only       |
        | distance     | 0             |
        | weapon range | 0             |
        | <measure>    | -1            |
      When I call falchion.resolve_check
      Then it is an input error at check.<path>

      Examples:
        | measure      | path         |
        | distance     | distance     |
        | weapon range | weapon_range |

    Scenario Outline: A further AGI roll of <roll> for a dodge is an input error
      Given the check:
        | action          | dodge   |
        | dr              | 13      |
        | rolls           | 16 only |
        | extra move roll | <roll>  |
      When I call falchion.resolve_check
      Then it is an input error at check.extra_move_roll

      Examples:
        | roll |
        | 0    |
        | 21   |

    Scenario Outline: A move with <part> -1 is an input error
      Given the move:
        | movement | 30 |
        | <part>   | -1 |
      When I call falchion.move
      Then it is an input error at move.<part>

      Examples:
        | part     |
        | movement |
        | walk     |
        | crawl    |

    Scenario: A stat DR of 0 is an input error
      Given the check:
        | action | other   |
        | dr     | 0       |
        | rolls  | 12 only |
      When I call falchion.resolve_check
      Then it is an input error at check.dr

    Scenario: A creature of -1 HD is an input error
      Given the check:
        | action               | melee_attack |
        | dr                   | 10           |
        | distance             | 5            |
        | rolls                | 15 only      |
        | threat.creature hd   | -1           |
        | threat.drifter level | 1            |
      When I call falchion.resolve_check
      Then it is an input error at check.threat.creature_hd

    Scenario Outline: A hit with <what> is an input error at <path>
      Given the hit:
        | weapon.dice | <dice>   |
        | weapon.size | d6       |
        | rolls       | <rolls>  |
        | hp          | <hp>     |
        | cleave      | <cleave> |
      When I call falchion.deal_damage
      Then it is an input error at <path>

      Examples:
        | what           | dice | rolls   | hp | cleave | path            |
        | no weapon dice | 0    | nothing | 5  | 0      | hit.weapon.dice |
        | a roll of 0    | 1    | 0 only  | 5  | 0      | hit.rolls.0     |
        | a foe of 0 HP  | 1    | 3 only  | 0  | 0      | hit.hp          |
        | a cleave of -1 | 1    | 3 only  | 5  | -1     | hit.cleave      |

    Scenario: An armor die showing 0 is an input error
      Given the hit:
        | weapon.dice | 1      |
        | weapon.size | d6     |
        | rolls       | 3 only |
        | hp          | 5      |
        | armor.size  | d4     |
        | armor.roll  | 0      |
      When I call falchion.deal_damage
      Then it is an input error at hit.armor.roll

    Scenario: A d4 of armor showing 5, one past its top face, is an input error, as a damage die's would be
      Given the hit:
        | weapon.dice | 1      |
        | weapon.size | d6     |
        | rolls       | 3 only |
        | hp          | 5      |
        | armor.size  | d4     |
        | armor.roll  | 5      |
      When I call falchion.deal_damage
      Then it is an input error at hit.armor.roll

    Scenario: A Grit Die showing 0 is an input error
      Given the cast:
        | grit   | d8     |
        | roll   | 0      |
        | gambit | reroll |
      When I call falchion.cast_grit
      Then it is an input error at cast.roll

    Scenario: A rest of -1 hours is an input error
      Given the rest:
        | grit  | none |
        | hours | -1   |
      When I call falchion.rest
      Then it is an input error at rest.hours

    Scenario Outline: A reroll of die <die> coming up <result> is an input error at check.reroll.<part>
      Given the check:
        | action        | other    |
        | dr            | 10       |
        | rolls         | 15 only  |
        | reroll.die    | <die>    |
        | reroll.result | <result> |
      When I call falchion.resolve_check
      Then it is an input error at check.reroll.<part>

      Examples:
        | die | result | part   |
        | -1  | 4      | die    |
        | 2   | 4      | die    |
        | 0   | 0      | result |
        | 0   | 21     | result |

    Scenario: A distance of 1001 inches is an input error
      Given the distance is 1001
      When I call falchion.measure
      Then it is an input error at distance

    Scenario Outline: A base of <base> inches is an input error
      Given the base is <base>
      When I call falchion.measure
      Then it is an input error at base

      Examples:
        | base |
        | -1   |
        | 1001 |

    Scenario: The steps of round 0 are an input error: rounds count from 1
      Given the round is 0
      When I call falchion.list_round_steps
      Then it is an input error at round

    Scenario Outline: A surprise d6 of 0 for the <side> is an input error
      Given the round is 1
      And the surprise:
        | drifters  | <drifters>  |
        | creatures | <creatures> |
      And these drifters:
        | name | agi | roll |
        | Ash  | 10  | 15   |
      And these creatures:
        | name   | hd |
        | Goblin | 1  |
      When I call falchion.order_initiative
      Then it is an input error at surprise.<side>

      Examples:
        | side      | drifters | creatures |
        | drifters  | 0        | 4         |
        | creatures | 4        | 0         |

    Scenario Outline: A drifter's <stat> of <amount> is an input error
      Given the round is 2
      And these drifters:
        | name | agi   | roll   |
        | Ash  | <agi> | <roll> |
      And these creatures:
        | name   | hd   |
        | Goblin | <hd> |
      When I call falchion.order_initiative
      Then it is an input error at <path>

      Examples:
        | stat | amount | agi | roll | hd | path            |
        | AGI  | 19     | 19  | 10   | 1  | drifters.0.agi  |
        | roll | 0      | 10  | 0    | 1  | drifters.0.roll |
        | roll | 21     | 10  | 21   | 1  | drifters.0.roll |
        | HD   | -1     | 10  | 10   | -1 | creatures.0.hd  |

    Scenario: Initiative for round 0 is an input error: rounds count from 1
      Given the round is 0
      And these drifters:
        | name | agi | roll |
        | Ash  | 10  | 10   |
      And these creatures:
        | name   | hd |
        | Goblin | 1  |
      When I call falchion.order_initiative
      Then it is an input error at round

    Scenario: A turn of -1 moves is an input error
      Given the turn:
        | moves | -1 |
      When I call falchion.plan_turn
      Then it is an input error at turn.moves

    Scenario Outline: A creature's <stat> of <amount> is an input error
      Given the creature:
        | hp           | 5        |
        | max hp       | 10       |
        | morale       | 9        |
        | forces       | 4        |
        | forces slain | 1        |
        | <stat>       | <amount> |
      And the cards is 2C and 3C
      When I call falchion.check_morale
      Then it is an input error at creature.<path>

      Examples:
        | stat         | amount | path         |
        | hp           | -1     | hp           |
        | max hp       | 0      | max_hp       |
        | morale       | -1     | morale       |
        | forces       | -1     | forces       |
        | forces slain | -1     | forces_slain |
