Feature: Falchion: checks against a DR
  A check is a d20 that succeeds when it is higher than the DR. The DR is the stat, moved by
  the situation and raised by the threat level, but never past 18. Advantage keeps the better
  of two d20s, disadvantage the worse. A natural 20 on an attack, block or dodge is a crit, a
  natural 1 a botch.

  Rule: falchion.checks.dr

    Scenario Outline: A d20 of <roll> against DR 12 <verb>
      Given the check:
        | action | other    |
        | dr     | 12       |
        | rolls  | [<roll>] |
      When I call falchion.resolve_check
      Then the result has:
        | dr      | 12        |
        | kept    | <roll>    |
        | success | <success> |

      Examples:
        | roll | verb     | success |
        | 12   | fails    | false   |
        | 13   | succeeds | true    |

    Scenario Outline: A d20 result of <roll> is an input error
      Given the check:
        | action | other    |
        | dr     | 12       |
        | rolls  | [<roll>] |
      When I call falchion.resolve_check
      Then it is an input error at check.rolls.0

      Examples:
        | roll |
        | 21   |
        | 0    |

    Scenario: A DR above 18 is an input error
      Given the check:
        | action | other |
        | dr     | 19    |
        | rolls  | [10]  |
      When I call falchion.resolve_check
      Then it is an input error at check.dr

    Scenario Outline: A stat DR of <dr> is accepted
      Given the check:
        | action | other  |
        | dr     | <dr>   |
        | rolls  | [12]   |
      When I call falchion.resolve_check
      Then the result has:
        | base dr | <dr>      |
        | success | <success> |

      Examples:
        | dr | success |
        | 1  | yes     |
        | 18 | no      |

    Scenario: A stat DR of 0 is an input error
      Given the check:
        | action | other |
        | dr     | 0     |
        | rolls  | [12]  |
      When I call falchion.resolve_check
      Then it is an input error at check.dr

  Rule: falchion.checks.advantage

    Scenario Outline: Under <mode> the d20s <rolls> keep <kept>
      Given the check:
        | action       | melee_attack   |
        | dr           | 10             |
        | distance     | 5              |
        | rolls        | <rolls>        |
        | target_prone | <target_prone> |
        | roller_prone | <roller_prone> |
      When I call falchion.resolve_check
      Then the result has:
        | mode    | <mode>    |
        | kept    | <kept>    |
        | success | <success> |

      Examples:
        | mode         | rolls    | target_prone | roller_prone | kept | success |
        | advantage    | [3, 14]  | true         | false        | 14   | true    |
        | disadvantage | [3, 14]  | false        | true         | 3    | false   |
        | disadvantage | [14, 11] | false        | true         | 11   | true    |

    Scenario: Advantage with a single d20 is an input error
      Given the check:
        | action       | melee_attack |
        | dr           | 10           |
        | distance     | 5            |
        | rolls        | [14]         |
        | target_prone | true         |
      When I call falchion.resolve_check
      Then it is an input error at check.rolls

  Rule: falchion.checks.threat-level

    Scenario Outline: A level <level> drifter against <hd> HD faces threat level <threat>
      Given the check:
        | action               | melee_attack |
        | dr                   | 10           |
        | distance             | 5            |
        | rolls                | [15]         |
        | threat.creature_hd   | <hd>         |
        | threat.drifter_level | <level>      |
      When I call falchion.resolve_check
      Then the result has:
        | threat_level | <threat>  |
        | dr           | <dr>      |
        | success      | <success> |

      Examples:
        | hd | level | threat | dr | success |
        | 9  | 4     | 5      | 15 | false   |
        | 1  | 5     | 0      | 10 | true    |

    Scenario: A negative drifter level is an input error
      Given the check:
        | action               | melee_attack |
        | dr                   | 10           |
        | distance             | 5            |
        | rolls                | [15]         |
        | threat.creature_hd   | 6            |
        | threat.drifter_level | -1           |
      When I call falchion.resolve_check
      Then it is an input error at check.threat.drifter_level

    Scenario: A creature of 0 HD poses no threat
      Given the check:
        | action   | melee_attack |
        | dr       | 10           |
        | distance | 5            |
        | rolls    | [15]         |
        | threat.creature hd   | 0 |
        | threat.drifter level | 1 |
      When I call falchion.resolve_check
      Then the result has:
        | threat level | 0  |
        | dr           | 10 |

    Scenario: A creature of -1 HD is an input error
      Given the check:
        | action   | melee_attack |
        | dr       | 10           |
        | distance | 5            |
        | rolls    | [15]         |
        | threat.creature hd   | -1 |
        | threat.drifter level | 1  |
      When I call falchion.resolve_check
      Then it is an input error at check.threat.creature_hd

  Rule: falchion.checks.dr-cap

    Scenario Outline: Stat <stat> with threat level <threat> gives DR <dr>
      Given the check:
        | action               | block    |
        | incoming             | melee    |
        | dr                   | <stat>   |
        | rolls                | [19]     |
        | threat.creature_hd   | <threat> |
        | threat.drifter_level | 0        |
      When I call falchion.resolve_check
      Then the result has:
        | uncapped_dr | <uncapped> |
        | dr          | <dr>       |
        | success     | true       |

      Examples:
        | stat | threat | uncapped | dr |
        | 12   | 6      | 18       | 18 |
        | 12   | 7      | 19       | 18 |

    Scenario: Lowering modifiers count before the cap, not after it
      Given the check:
        | action               | ranged_attack |
        | dr                   | 14            |
        | distance             | 30            |
        | weapon_range         | 60            |
        | aim                  | true          |
        | rolls                | [17]          |
        | threat.creature_hd   | 8             |
        | threat.drifter_level | 1             |
      When I call falchion.resolve_check
      Then the result has:
        | uncapped_dr | 19    |
        | dr          | 18    |
        | success     | false |

  Rule: falchion.checks.crits-and-botches

    Scenario Outline: A natural <roll> on a <action> is <what>
      Given the check:
        | action  | <action> |
        | dr      | 10       |
        | rolls   | [<roll>] |
        | <field> | <value>  |
        | <more>  | <also>   |
      When I call falchion.resolve_check
      Then the result has:
        | crit                | <crit>  |
        | botch               | <botch> |
        | maximized_damage_to | <who>   |
        | armor_steps_down    | <who>   |

      Examples:
        | action        | roll | what    | field        | value  | more         | also   | crit  | botch | who    |
        | melee_attack  | 20   | a crit  | distance     | 5      | distance     | 5      | true  | false | target |
        | dodge         | 20   | a crit  | roller_prone | false  | roller_prone | false  | true  | false | target |
        | ranged_attack | 1    | a botch | distance     | 5      | weapon_range | 30     | false | true  | roller |
        | block         | 1    | a botch | incoming     | melee  | incoming     | melee  | false | true  | roller |
        | melee_attack  | 19   | neither | distance     | 5      | distance     | 5      | false | false | null   |
        | dodge         | 2    | neither | roller_prone | false  | roller_prone | false  | false | false | null   |
        | grapple       | 20   | neither | roller_size  | medium | target_size  | medium | false | false | null   |
        | break_free    | 1    | neither | roller_size  | medium | target_size  | medium | false | false | null   |
        | other         | 20   | neither | dr           | 10     | dr           | 10     | false | false | null   |

    Scenario: Under disadvantage a single 20 is no crit, because the lower d20 counts
      Given the check:
        | action           | dodge    |
        | dr               | 10       |
        | roller_surprised | true     |
        | rolls            | [20, 12] |
      When I call falchion.resolve_check
      Then the result has:
        | kept | 12    |
        | crit | false |

    Scenario: A botch on a d4 armor leaves the botcher with no armor die
      Given the hit:
        | weapon.dice | 2      |
        | weapon.size | d6     |
        | rolls       | [1, 4] |
        | hp          | 30     |
        | maximized   | true   |
        | armor.size  | d4     |
        | armor.roll  | 1      |
      When I call falchion.deal_damage
      Then the result has:
        | maximum     | 12   |
        | damage      | 16   |
        | hp_left     | 14   |
        | armor_after | null |
