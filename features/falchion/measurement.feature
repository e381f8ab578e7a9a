Feature: Falchion: measurement and size
  On the table 1 inch stands for 5 feet, and a miniature's base diameter gives its size.

  Rule: falchion.measurement.scale

    Scenario Outline: <inches> inches on the table are <feet> feet
      Given the distance is <inches>
      When I call falchion.measure
      Then the result has:
        | distance feet | <feet> |
        | size          | none   |

      Examples:
        | inches | feet |
        | 1      | 5.0  |
        | 0.07   | 0.35 |

    Scenario: A distance of 0 inches on the table is 0 feet
      Given the distance is 0
      When I call falchion.measure
      Then the result has:
        | distance feet | 0.0 |

  Rule: falchion.measurement.sizes

    Scenario Outline: A base of <base> inches is <size>
      Given the base is <base>
      When I call falchion.measure
      Then the result has:
        | size | <size> |

      Examples:
        | base | size     |
        | 0.25 | tiny     |
        | 0.5  | small    |
        | 1    | medium   |
        | 2    | large    |
        | 3    | huge     |
        | 4    | colossal |

    Scenario Outline: A base of <base> inches is accepted
      Given the base is <base>
      When I call falchion.measure
      Then the result has:
        | size | <size> |

      Examples:
        | base | size     |
        | 0    | tiny     |
        | 1000 | colossal |
