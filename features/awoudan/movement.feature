Feature: Move actions
  How far each move action goes and whether it provokes opportunity attacks.

  Rule: awoudan.movement.run

    Scenario Outline: A run covers up to SPE squares and may provoke
      Given the character:
        | speed | 6 |
      And the mode is run
      And the squares is <squares>
      When I call awoudan.move
      Then the result has:
        | allowance      | 6          |
        | movement spent | <squares>  |
        | provokes       | <provokes> |

      Examples:
        | squares | provokes |
        | 6       | yes      |
        | 0       | no       |

    Scenario Outline: At SPE 4 a run of <squares> square(s) <does>
      Given the character:
        | speed | 4 |
      And the mode is run
      And the squares is <squares>
      When I call awoudan.move
      Then the result has:
        | allowance | 4          |
        | provokes  | <provokes> |

      Examples:
        | squares | does             | provokes |
        | 0       | provokes nothing | no        |
        | 1       | provokes         | yes       |

    Scenario: A run one square past SPE is refused
      Given the character:
        | speed | 6 |
      And the mode is run
      And the squares is 7
      When I call awoudan.move
      Then it is refused by awoudan.movement.run

    Scenario: A character of speed 0 may run 0 squares
      Given the character:
        | speed | 0 |
      And the mode is run
      And the squares is 0
      When I call awoudan.move
      Then the result has:
        | allowance      | 0 |
        | movement spent | 0 |

  Rule: awoudan.movement.sprint

    Scenario: A sprint covers SPE + 2 and grants combat advantage until the next turn
      Given the character:
        | speed | 5 |
      And the mode is sprint
      And the squares is 7
      When I call awoudan.move
      Then the result has:
        | allowance               | 7   |
        | grants combat advantage | yes |

    Scenario: A sprint of 4 squares with SPE 3 grants combat advantage until the next turn
      Given the character:
        | speed | 3 |
      And the mode is sprint
      And the squares is 4
      When I call awoudan.move
      Then the result has:
        | allowance               | 5   |
        | movement spent          | 4   |
        | grants combat advantage | yes |

    Scenario: A sprint one square past SPE + 2 is refused
      Given the character:
        | speed | 5 |
      And the mode is sprint
      And the squares is 8
      When I call awoudan.move
      Then it is refused by awoudan.movement.sprint

  Rule: awoudan.movement.shift

    Scenario: A shift moves one square without provoking
      Given the character:
        | speed | 6 |
      And the mode is shift
      And the squares is 1
      When I call awoudan.move
      Then the result has:
        | allowance | 1  |
        | provokes  | no |

    Scenario: A shift of two squares is refused
      Given the character:
        | speed | 6 |
      And the mode is shift
      And the squares is 2
      When I call awoudan.move
      Then it is refused by awoudan.movement.shift

  Rule: awoudan.movement.crawl

    Scenario Outline: A prone character crawls a quarter of SPE, rounded down, and still provokes
      Given the character:
        | speed      | <speed>    |
        | conditions | prone only |
      And the mode is crawl
      And the squares is <squares>
      When I call awoudan.move
      Then the result has:
        | allowance   | <allowance> |
        | provokes    | yes         |
        | prone after | yes         |

      Examples:
        | speed | allowance | squares |
        | 8     | 2         | 2       |
        | 7     | 1         | 1       |

    Scenario Outline: A prone character of SPE <speed> crawls <allowance>
      Given the character:
        | speed      | <speed>    |
        | conditions | prone only |
      And the mode is crawl
      And the squares is <squares>
      When I call awoudan.move
      Then the result has:
        | allowance   | <allowance> |
        | provokes    | yes         |
        | prone after | yes         |

      Examples:
        | speed | allowance | squares |
        | 12    | 3         | 3       |
        | 11    | 2         | 2       |

    Scenario: A crawl past a quarter of SPE is refused
      Given the character:
        | speed      | 7          |
        | conditions | prone only |
      And the mode is crawl
      And the squares is 2
      When I call awoudan.move
      Then it is refused by awoudan.movement.crawl

    Scenario: A character who is not prone cannot crawl
      Given the character:
        | speed | 8 |
      And the mode is crawl
      And the squares is 1
      When I call awoudan.move
      Then it is refused by awoudan.movement.crawl
