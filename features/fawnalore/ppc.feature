Feature: PPC turns
  A PPC follows its card's fixed sequence: move toward the target, attack if able, end
  the turn. Its attack is an ordinary attack. Where the sequence leaves a choice, the
  Controller's choice is part of the request.

  Background:
    Given the game mode is co-op
    And the board is {"radius": 4}

  Rule: fawnalore.ppc.sequence

    Scenario Outline: A PPC moves toward its target, attacks if it gets within range, then ends its turn
      Given these units:
        | id   | kind  | side  | hex  | hp | attack_die | range |
        | pip  | ppc   | party | -3,0 | 8  | 4          | 1     |
        | grub | makri | makri | 1,0  | 9  |            |       |
      And the turn:
        | ppc      | pip        |
        | movement | <movement> |
        | roll     | 3          |
      When I call fawnalore.take_ppc_turn
      Then the result has:
        | target   | grub       |
        | path     | <path>     |
        | distance | <distance> |
        | steps    | <steps>    |

      Examples:
        | movement | path                        | distance | steps                          |
        | 3        | ["-2,0", "-1,0", "0,0"]     | 1        | ["move", "attack", "end turn"] |
        | 0        | []                          | 4        | ["end turn"]                   |

    Scenario: A PPC's attack runs through the same pipeline as anyone's
      Given these units:
        | id   | kind  | side  | hex  | hp | attack_die | range |
        | pip  | ppc   | party | -1,0 | 8  | 4          | 1     |
        | grub | makri | makri | 1,0  | 9  |            |       |
      And these effects:
        | kind         | holder | source | amount |
        | damage_taken | grub   | Armor  | 1      |
      And the turn:
        | ppc      | pip |
        | movement | 2   |
        | roll     | 4   |
      When I call fawnalore.take_ppc_turn
      Then the result has:
        | end                            | 0,0 |
        | attack.is_attack               | true |
        | attack.hits.0.damage_reduction | 1   |
        | attack.hits.0.hp_after         | 6   |

    Scenario Outline: A PPC steps toward a Makri in any of the six directions, <direction>
      Given these units:
        | id   | kind  | side  | hex      | hp | attack_die | range |
        | pip  | ppc   | party | 0,0      | 8  | 4          | 1     |
        | grub | makri | makri | <makri>  | 9  |            |       |
      And the turn:
        | ppc      | pip |
        | movement | 1   |
        | roll     | 2   |
      When I call fawnalore.take_ppc_turn
      Then the result has:
        | path                   | ["<step>"] |
        | distance               | 1          |
        | attack.is_attack       | true       |
        | attack.hits.0.hp_after | 7          |

      Examples:
        | direction  | makri | step |
        | east       | 2,0   | 1,0  |
        | north-east | 2,-2  | 1,-1 |
        | north-west | 0,-2  | 0,-1 |
        | west       | -2,0  | -1,0 |
        | south-west | -2,2  | -1,1 |
        | south-east | 0,2   | 0,1  |

    Scenario: A PPC with no enemy on the board only ends its turn
      Given these units:
        | id  | kind   | side  | hex | hp | attack_die | range |
        | pip | ppc    | party | 0,0 | 8  | 4          | 1     |
        | ayla | player | party | 2,0 | 8 | 6          | 1     |
      And the turn:
        | ppc      | pip |
        | movement | 3   |
      When I call fawnalore.take_ppc_turn
      Then the result has:
        | target | null         |
        | path   | []           |
        | steps  | ["end turn"] |

    Scenario Outline: A path that steps anywhere but closer, stops short or runs on is refused
      Given these units:
        | id   | kind  | side  | hex  | hp | attack_die | range |
        | pip  | ppc   | party | 0,0  | 8  | 4          | 1     |
        | grub | makri | makri | 2,2  | 9  |            |       |
      And the turn:
        | ppc      | pip        |
        | movement | <movement> |
        | path     | <path>     |
      When I call fawnalore.take_ppc_turn
      Then it is refused by fawnalore.ppc.sequence

      Examples:
        | movement | path            |
        | 2        | ["1,0", "1,-1"] |
        | 2        | ["0,1"]         |
        | 1        | ["0,1", "1,1"]  |
        | 3        | ["1,0"]         |

    Scenario Outline: A PPC turn for a unit that is no PPC, or an attack without its roll, is an input error
      Given these units:
        | id   | kind  | side  | hex  | hp | attack_die | range |
        | pip  | ppc   | party | 0,0  | 8  | 4          | 1     |
        | grub | makri | makri | 1,0  | 9  | 4          | 1     |
      And the turn:
        | ppc      | <ppc> |
        | movement | 2     |
      When I call fawnalore.take_ppc_turn
      Then it is an input error at <path>

      Examples:
        | ppc  | path      |
        | pip  | turn.roll |
        | grub | turn.ppc  |

  Rule: fawnalore.ppc.controller-choice

    Background:
      Given these units:
        | id   | kind  | side  | hex  | hp | attack_die | range |
        | pip  | ppc   | party | 0,0  | 8  | 4          | 1     |
        | grub | makri | makri | 2,0  | 9  |            |       |
        | moss | makri | makri | -2,0 | 9  |            |       |
        | rot  | makri | makri | 0,3  | 9  |            |       |

    Scenario: Equally near targets need the Controller's choice
      Given the turn:
        | ppc      | pip |
        | movement | 1   |
        | roll     | 2   |
      When I call fawnalore.take_ppc_turn
      Then it is an input error at turn.target

    Scenario: Two Makri two hexes from a PPC need the Controller's choice of target
      Given these units:
        | id   | kind  | side  | hex | hp | attack_die | range |
        | pip  | ppc   | party | 1,1 | 8  | 4          | 1     |
        | grub | makri | makri | 1,3 | 9  |            |       |
        | moss | makri | makri | 3,1 | 9  |            |       |
      And the turn:
        | ppc      | pip |
        | movement | 2   |
        | roll     | 3   |
      When I call fawnalore.take_ppc_turn
      Then it is an input error at turn.target

    Scenario Outline: The Controller picks one of the equally near targets
      Given the turn:
        | ppc      | pip      |
        | movement | 1        |
        | roll     | 2        |
        | target   | <target> |
      When I call fawnalore.take_ppc_turn
      Then the result has:
        | target                 | <target> |
        | path                   | [<hex>]  |
        | attack.hits.0.hp_after | 7        |

      Examples:
        | target | hex    |
        | moss   | "-1,0" |

    Scenario: When two hexes bring the PPC equally closer, the Controller chooses the path
      Given these units:
        | id   | kind  | side  | hex | hp | attack_die | range |
        | pip  | ppc   | party | 0,0 | 8  | 4          | 1     |
        | grub | makri | makri | 2,2 | 9  |            |       |
      And the turn:
        | ppc      | pip |
        | movement | 1   |
      When I call fawnalore.take_ppc_turn
      Then it is an input error at turn.path

    Scenario: A Makri two steps away off the straight lines leaves the PPC two hexes to choose from
      Given these units:
        | id   | kind  | side  | hex  | hp | attack_die | range |
        | pip  | ppc   | party | -1,0 | 8  | 4          | 1     |
        | grub | makri | makri | 0,1  | 9  |            |       |
      And the turn:
        | ppc      | pip |
        | movement | 2   |
        | roll     | 1   |
      When I call fawnalore.take_ppc_turn
      Then it is an input error at turn.path

    Scenario: The Controller's path is followed step by step
      Given these units:
        | id   | kind  | side  | hex | hp | attack_die | range |
        | pip  | ppc   | party | 0,0 | 8  | 4          | 1     |
        | grub | makri | makri | 2,2 | 9  |            |       |
      And the turn:
        | ppc      | pip              |
        | movement | 3                |
        | path     | ["0,1", "1,1", "2,1"] |
        | roll     | 4                |
      When I call fawnalore.take_ppc_turn
      Then the result has:
        | end                    | 2,1 |
        | distance               | 1   |
        | attack.hits.0.hp_after | 5   |
