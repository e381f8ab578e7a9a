Feature: Falchion: cards
  Cards are written rank then suit (QH, 10S), or JOKER and ONE-EYED-JOKER for the two Jokers.
  A card is worth its face from 2 to 10, then J 11, Q 12, K 13 and A 14, and two cards count
  as their total.

  Rule: falchion.cards.notation

    Scenario Outline: A card written <card> is read as that card
      Given the cards is <card> and 2C
      When I call falchion.draw_reaction
      Then the result has:
        | cards | <card> and 2C |

      Examples:
        | card           |
        | 10S            |
        | ONE-EYED-JOKER |

    Scenario Outline: An impossible card <card> is an input error naming the card
      Given the cards is 2C and <card>
      When I call falchion.draw_reaction
      Then it is an input error at cards.1

      Examples:
        | card |
        | 11S  |
        | 1S   |
        | QX   |

    Scenario: A draw of three cards is an input error
      Given the cards is 2C, 3C and 4C
      When I call falchion.draw_reaction
      Then it is an input error at cards

    Scenario: A draw of one card is an input error at the missing second card
      Given the cards is 2C only
      When I call falchion.draw_reaction
      Then it is an input error at cards.1

    Scenario Outline: A morale draw of <cards> is an input error at <path>
      Given the cards is <cards>
      And the creature:
        | hp     | 5  |
        | max hp | 10 |
        | morale | 9  |
      When I call falchion.check_morale
      Then it is an input error at <path>

      Examples:
        | cards         | path    |
        | 2C only       | cards.1 |
        | 2C, 3C and 4C | cards   |

  Rule: falchion.cards.values

    Scenario Outline: The pair <first> and <second> totals <total>
      Given the cards is <first> and <second>
      When I call falchion.draw_reaction
      Then the result has:
        | total | <total> |

      Examples:
        | first | second | total |
        | JH    | QS     | 23    |

  Rule: falchion.cards.total

    Scenario: A Joker is no number, so a draw with a Joker has no total
      Given the cards is KH and JOKER
      When I call falchion.draw_reaction
      Then the result has:
        | total | none  |
        | joker | JOKER |
