Feature: Well-formed requests
  What a well-formed request to the Falchion operations holds. A malformed request is an input
  error that names the offending field by its dotted path; it is never a crash.

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
