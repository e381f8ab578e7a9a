Feature: Falchion: checks against a DR
  A check is a d20 that succeeds when it is higher than the DR. The DR is the stat, moved by
  the situation and raised by the threat level, but never past 18. Advantage keeps the better
  of two d20s, disadvantage the worse. A natural 20 on an attack, block or dodge is a crit, a
  natural 1 a botch.

  Rule: falchion.checks.dr

    Scenario Outline: A d20 of <roll> against DR 12 <verb>
      Given the check:
        | action | other       |
        | dr     | 12          |
        | rolls  | <roll> only |
      When I call falchion.resolve_check
      Then the result has:
        | dr      | 12        |
        | kept    | <roll>    |
        | success | <success> |

      Examples:
        | roll | verb     | success |
        | 12   | fails    | no      |
        | 13   | succeeds | yes     |

    Scenario: A DR above 18 is an input error
      Given the check:
        | action | other   |
        | dr     | 19      |
        | rolls  | 10 only |
      When I call falchion.resolve_check
      Then it is an input error at check.dr

    Scenario Outline: A stat DR of <dr> is accepted
      Given the check:
        | action | other   |
        | dr     | <dr>    |
        | rolls  | 12 only |
      When I call falchion.resolve_check
      Then the result has:
        | base dr | <dr>      |
        | success | <success> |

      Examples:
        | dr | success |
        | 1  | yes     |
        | 18 | no      |

  Rule: falchion.checks.advantage

    Scenario Outline: Under <mode> the d20s <rolls> keep <kept>
      Given the check:
        | action       | melee_attack   |
        | dr           | 10             |
        | distance     | 5              |
        | rolls        | <rolls>        |
        | target prone | <target_prone> |
        | roller prone | <roller_prone> |
      When I call falchion.resolve_check
      Then the result has:
        | mode    | <mode>    |
        | kept    | <kept>    |
        | success | <success> |

      Examples:
        | mode         | rolls     | target_prone | roller_prone | kept | success |
        | advantage    | 3 and 14  | yes          | no           | 14   | yes     |
        | disadvantage | 3 and 14  | no           | yes          | 3    | no      |
        | disadvantage | 14 and 11 | no           | yes          | 11   | yes     |

  Rule: falchion.checks.threat-level

    Scenario Outline: A level <level> drifter against <hd> HD faces threat level <threat>
      Given the check:
        | action               | melee_attack |
        | dr                   | 10           |
        | distance             | 5            |
        | rolls                | 15 only      |
        | threat.creature hd   | <hd>         |
        | threat.drifter level | <level>      |
      When I call falchion.resolve_check
      Then the result has:
        | threat level | <threat>  |
        | dr           | <dr>      |
        | success      | <success> |

      Examples:
        | hd | level | threat | dr | success |
        | 9  | 4     | 5      | 15 | no      |
        | 1  | 5     | 0      | 10 | yes     |

    Scenario: A creature of 0 HD poses no threat
      Given the check:
        | action               | melee_attack |
        | dr                   | 10           |
        | distance             | 5            |
        | rolls                | 15 only      |
        | threat.creature hd   | 0            |
        | threat.drifter level | 1            |
      When I call falchion.resolve_check
      Then the result has:
        | threat level | 0  |
        | dr           | 10 |

  Rule: falchion.checks.dr-cap

    Scenario Outline: Stat <stat> with threat level <threat> gives DR <dr>
      Given the check:
        | action               | block    |
        | incoming             | melee    |
        | dr                   | <stat>   |
        | rolls                | 19 only  |
        | threat.creature hd   | <threat> |
        | threat.drifter level | 0        |
      When I call falchion.resolve_check
      Then the result has:
        | uncapped dr | <uncapped> |
        | dr          | <dr>       |
        | success     | yes        |

      Examples:
        | stat | threat | uncapped | dr |
        | 12   | 6      | 18       | 18 |
        | 12   | 7      | 19       | 18 |

    Scenario: Lowering modifiers count before the cap, not after it
      Given the check:
        | action               | ranged_attack |
        | dr                   | 14            |
        | distance             | 30            |
        | weapon range         | 60            |
        | aim                  | yes           |
        | rolls                | 17 only       |
        | threat.creature hd   | 8             |
        | threat.drifter level | 1             |
      When I call falchion.resolve_check
      Then the result has:
        | uncapped dr | 19 |
        | dr          | 18 |
        | success     | no |

  Rule: falchion.checks.crits-and-botches

    Scenario Outline: A natural <roll> on a <action> is <what>
      Given the check:
        | action          | <action>         |
        | dr              | 10               |
        | rolls           | <roll> only      |
        | <detail>        | <setting>        |
        | <second detail> | <second setting> |
      When I call falchion.resolve_check
      Then the result has:
        | crit                | <crit>  |
        | botch               | <botch> |
        | maximized damage to | <who>   |
        | armor steps down    | <who>   |

      Examples:
        | action        | roll | what    | detail       | setting | second detail | second setting | crit | botch | who    |
        | melee_attack  | 20   | a crit  | distance     | 5       | distance      | 5              | yes  | no    | target |
        | dodge         | 20   | a crit  | roller prone | no      | roller prone  | no             | yes  | no    | target |
        | ranged_attack | 1    | a botch | distance     | 5       | weapon range  | 30             | no   | yes   | roller |
        | block         | 1    | a botch | incoming     | melee   | incoming      | melee          | no   | yes   | roller |
        | melee_attack  | 19   | neither | distance     | 5       | distance      | 5              | no   | no    | none   |
        | dodge         | 2    | neither | roller prone | no      | roller prone  | no             | no   | no    | none   |
        | grapple       | 20   | neither | roller size  | medium  | target size   | medium         | no   | no    | none   |
        | break_free    | 1    | neither | roller size  | medium  | target size   | medium         | no   | no    | none   |
        | other         | 20   | neither | dr           | 10      | dr            | 10             | no   | no    | none   |

    Scenario: Under disadvantage a single 20 is no crit, because the lower d20 counts
      Given the check:
        | action           | dodge     |
        | dr               | 10        |
        | roller surprised | yes       |
        | rolls            | 20 and 12 |
      When I call falchion.resolve_check
      Then the result has:
        | kept | 12 |
        | crit | no |

    Scenario: A botch on a d4 armor leaves the botcher with no armor die
      Given the hit:
        | weapon.dice | 2       |
        | weapon.size | d6      |
        | rolls       | 1 and 4 |
        | hp          | 30      |
        | maximized   | yes     |
        | armor.size  | d4      |
        | armor.roll  | 1       |
      When I call falchion.deal_damage
      Then the result has:
        | maximum     | 12   |
        | damage      | 16   |
        | hp left     | 14   |
        | armor after | none |
