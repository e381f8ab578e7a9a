Feature: Checks
  Checks, opposed checks, advantage and the help action's reroll. The check rules come
  from the game's own published rules.

  Rule: awoudan.checks.difficulty

    Scenario Outline: A check is a d12 plus the ability and succeeds above 6
      Given the ability is <ability>
      And the roll is <roll>
      When I call awoudan.make_check
      Then the result has:
        | total   | <total>   |
        | success | <success> |

      Examples:
        | ability | roll | total | success |
        | 2       | 5    | 7     | yes     |
        | 2       | 4    | 6     | no      |
        | -2      | 12   | 10    | yes     |
        | 0       | 1    | 1     | no      |

  Rule: awoudan.checks.opposed

    Scenario Outline: An opposed check subtracts the opponent's score (the game's STR 4 against STR 2)
      Given the ability is 4
      And the roll is <roll>
      And the opponent is 2
      When I call awoudan.make_check
      Then the result has:
        | total   | <total>   |
        | success | <success> |

      Examples:
        | roll | total | success |
        | 4    | 6     | no      |
        | 5    | 7     | yes     |

  Rule: awoudan.checks.advantage

    Scenario Outline: Advantage keeps the higher of two d12, disadvantage the lower
      Given the ability is 1
      And the roll is 3
      And the second roll is 9
      And the edge is <edge>
      When I call awoudan.make_check
      Then the result has:
        | kept roll | <kept>  |
        | total     | <total> |

      Examples:
        | edge         | kept | total |
        | advantage    | 9    | 10    |
        | disadvantage | 3    | 4     |

    Scenario Outline: With <edge>, a first d12 of 11 and a second of 2 with ability 3 keep <kept>
      Given the ability is 3
      And the roll is 11
      And the second roll is 2
      And the edge is <edge>
      When I call awoudan.make_check
      Then the result has:
        | kept roll | <kept>  |
        | total     | <total> |

      Examples:
        | edge         | kept | total |
        | advantage    | 11   | 14    |
        | disadvantage | 2    | 5     |

    Scenario: Advantage turns a failure into a success: d12s of 4 and 6 keep the 6, and ability 2 makes 8
      Given the ability is 2
      And the roll is 4
      And the second roll is 6
      And the edge is advantage
      When I call awoudan.make_check
      Then the result has:
        | kept roll | 6    |
        | total     | 8    |
        | success   | true |

  Rule: awoudan.checks.help

    Scenario Outline: A helped character's reroll replaces the first roll, better or worse
      Given the ability is 1
      And the roll is 5
      And the help reroll is <reroll>
      When I call awoudan.make_check
      Then the result has:
        | kept roll | <reroll>  |
        | success   | <success> |

      Examples:
        | reroll | success |
        | 9      | yes     |
        | 2      | no      |

    Scenario: A helped roll of 2 rerolled to a 1 counts the 1: with ability 5 the total of 6 fails
      Given the ability is 5
      And the roll is 2
      And the help reroll is 1
      When I call awoudan.make_check
      Then the result has:
        | kept roll | 1  |
        | total     | 6  |
        | success   | no |

    Scenario: With advantage, a help reroll of 2 replaces the first d12 of 11, so the second 4 is kept
      Given the ability is 3
      And the roll is 11
      And the second roll is 4
      And the edge is advantage
      And the help reroll is 2
      When I call awoudan.make_check
      Then the result has:
        | kept roll | 4   |
        | total     | 7   |
        | success   | yes |

    Scenario: A helped save against bleeding: a reroll of 3 replaces the 10, and VIT 2 leaves it at 5
      Given the condition is bleeding
      And the roll is 10
      And the help reroll is 3
      And the scores:
        | vitality | 2 |
      When I call awoudan.make_save
      Then the result has:
        | kept roll | 3  |
        | total     | 5  |
        | removed   | no |

    Scenario: A helped death save: a reroll of 6 replaces the 12 and fails
      Given the condition is dying
      And the roll is 12
      And the help reroll is 6
      When I call awoudan.make_save
      Then the result has:
        | kept roll            | 6 |
        | death saves.failures | 1 |

    Scenario: Help reaches an ally on a corner square, one diagonal step away
      Given the character:
        | endurance | 2 |
        | sta       | 0 |
      And these actions:
        | action | square | ally square |
        | help   | e5     | f6          |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action | paid with |
        | help   | standard  |

    Scenario Outline: Help is refused for an ally <where>
      Given the character:
        | endurance | 2 |
        | sta       | 0 |
      And these actions:
        | action | square | ally square |
        | help   | e5     | <ally>      |
      When I call awoudan.take_actions
      Then it is refused by awoudan.checks.help

      Examples:
        | where                      | ally |
        | two squares away           | g6   |
        | two squares south          | e3   |
        | on the helper's own square | e5   |
