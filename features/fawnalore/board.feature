Feature: The hex board
  Hexes in axial coordinates written q,r, distance in steps, range, and the Range stat.
  There is no line of sight and no difference between melee and ranged attacks.

  Rule: fawnalore.board.hexes

    Scenario Outline: A hex not written exactly as q,r is an input error at its field
      Given the board is {"radius": 4}
      And the origin is 0,0
      And the target is "<text>"
      When I call fawnalore.measure_distance
      Then it is an input error at target

      Examples:
        | text    |
        | 1, 0    |
        | 01,0    |

    Scenario: A hex not written as q,r is an input error at the origin too
      Given the board is {"radius": 4}
      And the origin is "-0,1"
      And the target is 0,0
      When I call fawnalore.measure_distance
      Then it is an input error at origin

  Rule: fawnalore.board.extent

    Scenario Outline: A hex is on a board of radius 3 when it is at most 3 steps from 0,0
      Given the board is {"radius": 3}
      And the origin is 0,0
      And the target is "<hex>"
      When I call fawnalore.measure_distance
      Then the result has:
        | distance | <distance> |

      Examples:
        | hex   | distance |
        | -3,3  | 3        |

    Scenario Outline: A board of radius <radius> reaches from <origin> to <target>
      Given the board is {"radius": <radius>}
      And the origin is "<origin>"
      And the target is "<target>"
      When I call fawnalore.measure_distance
      Then the result has:
        | distance | <distance> |

      Examples:
        | radius | origin | target | distance |
        | 0      | 0,0    | 0,0    | 0        |
        | 50     | 50,-50 | -50,50 | 100      |

    Scenario Outline: A hex beyond the board's radius is an input error at its field
      Given the board is {"radius": 3}
      And the origin is "<hex>"
      And the target is 0,0
      When I call fawnalore.measure_distance
      Then it is an input error at origin

      Examples:
        | hex  |
        | 2,2  |

    Scenario Outline: A target one hex beyond the board's radius is an input error at the target
      Given the board is {"radius": <radius>}
      And the origin is 0,0
      And the target is "<hex>"
      When I call fawnalore.measure_distance
      Then it is an input error at target

      Examples:
        | radius | hex   |
        | 3      | 0,-4  |
        | 50     | -51,0 |

    Scenario Outline: A range measured from <origin> on a board of radius <radius> is an input error at <path>
      Given the board is {"radius": <radius>}
      And the origin is "<origin>"
      And the range is 1
      When I call fawnalore.hexes_in_range
      Then it is an input error at <path>

      Examples:
        | radius | origin | path         |
        | 2      | -3,1   | origin       |
        | 2      | 1,0,   | origin       |
        | -1     | 0,0    | board.radius |

    Scenario Outline: A board of radius <radius> is an input error at its radius
      Given the board is {"radius": <radius>}
      And the origin is 0,0
      And the target is 0,0
      When I call fawnalore.measure_distance
      Then it is an input error at board.radius

      Examples:
        | radius |
        | -1     |
        | 51     |

  Rule: fawnalore.board.distance

    Scenario Outline: Distance counts the steps from hex to adjacent hex
      Given the board is {"radius": 5}
      And the origin is "<from>"
      And the target is "<to>"
      When I call fawnalore.measure_distance
      Then the result has:
        | distance | <distance> |
        | adjacent | <adjacent> |

      Examples:
        | from  | to    | distance | adjacent |
        | 0,0   | 0,0   | 0        | false    |
        | 0,0   | 1,-1  | 1        | true     |
        | 0,0   | 1,1   | 2        | false    |
        | 3,-3  | -2,2  | 5        | false    |

  Rule: fawnalore.board.range

    Scenario: Range 1 reaches exactly the six adjacent hexes
      Given the board is {"radius": 3}
      And the origin is 0,0
      And the range is 1
      When I call fawnalore.hexes_in_range
      Then the result has:
        | count | 6                                                |
        | hexes | ["-1,0", "-1,1", "0,-1", "0,1", "1,-1", "1,0"] |

    Scenario Outline: Range N reaches every hex up to N steps away, and the board's edge cuts it short
      Given the board is {"radius": 3}
      And the origin is "<origin>"
      And the range is <range>
      When I call fawnalore.hexes_in_range
      Then the result has:
        | count | <count> |

      Examples:
        | origin | range | count |
        | 0,0    | 2     | 18    |
        | 3,0    | 1     | 3     |
        | 2,0    | 2     | 13    |

  Rule: fawnalore.board.no-line-of-sight

    Scenario: A unit between the attacker and the target does not block the attack
      Given the game mode is co-op
      And the board is {"radius": 4}
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | party | 0,0 | 12 | 6          | 2     |
        | moss | makri  | makri | 1,0 | 9  |            |       |
        | grub | makri  | makri | 2,0 | 9  |            |       |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | distances.grub     | 2 |
        | hits.0.target      | grub |
        | hits.0.hp_after    | 6 |

  Rule: fawnalore.board.no-range-zero

    Scenario Outline: A range below 1 is an input error at range
      Given the board is {"radius": 3}
      And the origin is 0,0
      And the range is <range>
      When I call fawnalore.hexes_in_range
      Then it is an input error at range

      Examples:
        | range |
        | 0     |
        | -1    |

    Scenario Outline: A unit whose range comes to less than 1 is an input error at its range
      Given the game mode is co-op
      And the board is {"radius": 4}
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range   |
        | ayla | player | party | 0,0 | 12 | 6          | <range> |
        | grub | makri  | makri | 1,0 | 9  |            |         |
      And these effects:
        | kind  | holder | source | amount   |
        | range | ayla   | Fog    | <change> |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then it is an input error at units.0.range

      Examples:
        | range | change |
        | 1     | -1     |

    Scenario: A weapon's range of -2 brings a Range of 2 to exactly 0, which does not exist
      Given the game mode is co-op
      And the board is {"radius": 4}
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range | weapon.name | weapon.range |
        | ayla | player | party | 0,0 | 12 | 6          | 2     | Great Maul  | -2           |
        | grub | makri  | makri | 1,0 | 9  |            |       |             |              |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then it is an input error at units.0.range

    Scenario: A PPC of Range 2 under two cards of -1 has a range of 0, which does not exist
      Given the game mode is co-op
      And the board is {"radius": 4}
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | grub | makri  | makri | 1,0 | 9  |            |       |
        | pip  | ppc    | party | 0,0 | 8  | 4          | 2     |
      And these effects:
        | kind  | holder | source     | amount |
        | range | pip    | Fog        | -1     |
        | range | pip    | Heavy Mist | -1     |
      And the turn:
        | unit | pip |
      And the attack:
        | attacker | pip      |
        | targets  | ["grub"] |
        | roll     | 2        |
      When I call fawnalore.resolve_attack
      Then it is an input error at units.1.range

  Rule: fawnalore.board.range-stat

    Scenario Outline: Range is the base Range plus the weapon's and every card's modifier
      Given the game mode is co-op
      And the board is {"radius": 6}
      And these units:
        | id   | kind   | side  | hex      | hp | attack_die | range | weapon.name | weapon.range |
        | ayla | player | party | 0,0      | 12 | 6          | 1     | Longbow     | 2            |
        | grub | makri  | makri | <target> | 9  |            |       |             |              |
      And these effects:
        | kind  | holder | source    | amount |
        | range | ayla   | Far Sight | 1      |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | range.base                | 1         |
        | range.modifiers.0.source  | Longbow   |
        | range.modifiers.1.source  | Far Sight |
        | range.total               | 4         |
        | distances.grub            | <steps>   |

      Examples:
        | target | steps |
        | 4,0    | 4     |

    Scenario: A target one step beyond base Range plus modifiers is out of range
      Given the game mode is co-op
      And the board is {"radius": 6}
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range | weapon.name | weapon.range |
        | ayla | player | party | 0,0 | 12 | 6          | 1     | Longbow     | 2            |
        | grub | makri  | makri | 5,0 | 9  |            |       |             |              |
      And these effects:
        | kind  | holder | source    | amount |
        | range | ayla   | Far Sight | 1      |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then it is refused by fawnalore.board.range

    Scenario: A weapon of range +1 lets a unit of Range 1 attack two hexes away
      Given the game mode is co-op
      And the board is {"radius": 4}
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range | weapon.name | weapon.range |
        | ayla | player | party | 0,0 | 12 | 6          | 1     | Spear       | 1            |
        | grub | makri  | makri | 2,0 | 20 |            |       |             |              |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.hp_after | 17 |

    Scenario: A weapon of range +1 lets a unit of Range 2 attack three hexes away
      Given the game mode is co-op
      And the board is {"radius": 4}
      And these units:
        | id   | kind   | side  | hex  | hp | attack_die | range | weapon.name | weapon.range |
        | bram | player | party | 0,-2 | 10 | 8          | 2     | Javelin     | 1            |
        | moss | makri  | makri | 0,1  | 6  |            |       |             |              |
      And the turn:
        | unit  | bram |
        | phase | main |
      And the attack:
        | attacker | bram     |
        | targets  | ["moss"] |
        | roll     | 5        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | range.modifiers | [{"source": "Javelin", "amount": 1}] |
        | range.total     | 3                                    |
        | hits.0.hp_after | 1                                    |

    Scenario: A weapon's range of -1 shortens a Range of 2 to 1, so a target 2 steps away is out of range
      Given the game mode is co-op
      And the board is {"radius": 4}
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range | weapon.name | weapon.range |
        | ayla | player | party | 0,0 | 12 | 6          | 2     | Great Maul  | -1           |
        | grub | makri  | makri | 2,0 | 9  |            |       |             |              |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then it is refused by fawnalore.board.range

    Scenario: A weapon with no range modifier adds no modifier to the Range, which stays the base Range
      Given the game mode is co-op
      And the board is {"radius": 4}
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range | weapon.name | weapon.range |
        | ayla | player | party | 0,0 | 12 | 6          | 1     | Dagger      | 0            |
        | grub | makri  | makri | 1,0 | 9  |            |       |             |              |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | range.modifiers | [] |
        | range.total     | 1  |

    Scenario: A weapon's range of -1 counts among the modifiers, and a Range of 3 totals 2
      Given the game mode is co-op
      And the board is {"radius": 4}
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range | weapon.name | weapon.range |
        | ayla | player | party | 0,0 | 12 | 6          | 3     | Great Maul  | -1           |
        | grub | makri  | makri | 1,0 | 9  |            |       |             |              |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | range.modifiers.0.source | Great Maul |
        | range.modifiers.0.amount | -1         |
        | range.total              | 2          |

    Scenario: A weapon's -1 and a card's +1 cancel out, so a Range of 1 still reaches only adjacent hexes
      Given the game mode is co-op
      And the board is {"radius": 4}
      And these units:
        | id   | kind   | side  | hex  | hp | attack_die | range | weapon.name | weapon.range |
        | ayla | player | party | 0,0  | 12 | 6          | 1     | Great Maul  | -1           |
        | grub | makri  | makri | 0,2  | 9  |            |       |             |              |
      And these effects:
        | kind  | holder | source    | amount |
        | range | ayla   | Far Sight | 1      |
      And the turn:
        | unit  | ayla |
        | phase | main |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then it is refused by fawnalore.board.range
