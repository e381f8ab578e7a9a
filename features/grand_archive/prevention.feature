Feature: Preventing damage
  Prevention takes damage out of an event before the target takes it: all of it, or
  part of it. Shielding buffers wear down; an instance is spent by one attempt.

  Background:
    Given the event:
      | kind      | action                              |
      | card.name | Ignite                              |
      | amount    | 5                                   |
      | triggers  | ["Silvie: when dealt damage, draw"] |
    And the target:
      | kind | champion |
      | name | Silvie   |
      | life | 20       |

  Rule: grand_archive.prevention.does-not-happen

    Scenario: Damage prevented in full does not happen: nothing is taken, dealt or hit, and nothing triggers
      Given these preventions:
        | kind     |
        | instance |
      When I call grand_archive.resolve_damage
      Then the result has:
        | prevented | 5     |
        | taken     | 0     |
        | dealt     | false |
        | hit       | false |
        | marked    | 0     |
      And the result has these events:
        | event            | amount |
        | damage-computed  | 5      |
        | damage-prevented | 5      |
        | life-checked     | 0      |
        | opportunity      | null   |

    Scenario: A single point of damage prevented whole is never taken and never dealt
      Given the event:
        | kind      | action |
        | card.name | Ignite |
        | amount    | 1      |
      And these preventions:
        | kind     | amount |
        | instance | null   |
      When I call grand_archive.resolve_damage
      Then the result has:
        | taken | 0     |
        | dealt | false |
      And the result has these events:
        | event            | object | amount |
        | damage-computed  | Ignite | 1      |
        | damage-prevented | Silvie | 1      |
        | life-checked     | Silvie | 0      |
        | opportunity      | ""     | null   |

    Scenario: Three points of damage a shielding of 4 prevents whole are never taken and never dealt
      Given the event:
        | kind      | action    |
        | card.name | Frostbite |
        | amount    | 3         |
      And these preventions:
        | kind      | amount |
        | shielding | 4      |
      When I call grand_archive.resolve_damage
      Then the result has:
        | prevented | 3     |
        | taken     | 0     |
        | dealt     | false |
        | hit       | false |

    Scenario: One point of an ability's damage a shielding of 2 prevents whole is never dealt
      Given the event:
        | kind       | ability |
        | owner.name | Wisp    |
        | amount     | 1       |
      And these preventions:
        | kind      | amount |
        | shielding | 2      |
      When I call grand_archive.resolve_damage
      Then the result has:
        | prevented          | 1     |
        | taken              | 0     |
        | dealt              | false |
        | preventions.0.left | 1     |
      And the result has these events:
        | event            | object | amount |
        | damage-computed  | Wisp   | 1      |
        | damage-prevented | Silvie | 1      |
        | life-checked     | Silvie | 0      |
        | opportunity      | ""     | null   |

  Rule: grand_archive.prevention.partial

    Scenario Outline: Part of the damage is prevented and the rest is taken in full
      Given these preventions:
        | kind     | amount   |
        | instance | <amount> |
      When I call grand_archive.resolve_damage
      Then the result has:
        | prevented | <prevented> |
        | taken     | <taken>     |
        | hit       | <hit>       |

      Examples:
        | amount | prevented | taken | hit   |
        | 0      | 0         | 5     | true  |
        | 4      | 4         | 1     | true  |
        | 5      | 5         | 0     | false |
        | 6      | 5         | 0     | false |

  Rule: grand_archive.prevention.shielding

    Scenario Outline: A shielding buffer absorbs damage and keeps what it did not use
      Given these preventions:
        | kind      | amount   |
        | shielding | <buffer> |
      When I call grand_archive.resolve_damage
      Then the result has:
        | taken              | <taken> |
        | preventions.0.left | <left>  |
        | preventions.0.used | true    |

      Examples:
        | buffer | taken | left |
        | 3      | 2     | 0    |
        | 5      | 0     | 0    |
        | 8      | 0     | 3    |

    Scenario: A shielding buffer with nothing left to prevent is not worn down
      Given these preventions:
        | kind      | amount |
        | instance  | null   |
        | shielding | 2      |
      When I call grand_archive.resolve_damage
      Then the result has these preventions:
        | kind      | used  | prevented | left |
        | instance  | true  | 5         | null |
        | shielding | false | 0         | 2    |

    Scenario: A shielding buffer of 1 is used up by preventing 1 damage
      Given these preventions:
        | kind      | amount |
        | shielding | 1      |
      When I call grand_archive.resolve_damage
      Then the result has:
        | taken              | 4    |
        | preventions.0.used | true |
        | preventions.0.left | 0    |

    Scenario: A shielding buffer worn down to 0 prevents nothing
      Given these preventions:
        | kind      | amount |
        | shielding | 0      |
      When I call grand_archive.resolve_damage
      Then the result has:
        | taken                   | 5     |
        | preventions.0.used      | false |
        | preventions.0.prevented | 0     |
        | preventions.0.left      | 0     |

    Scenario: A shielding buffer at 0 prevents nothing of an action dealing 2, and a second of 1 takes its point
      Given the event:
        | kind      | action |
        | card.name | Spark  |
        | amount    | 2      |
      And these preventions:
        | kind      | amount |
        | shielding | 0      |
        | shielding | 1      |
      When I call grand_archive.resolve_damage
      Then the result has:
        | taken                   | 1     |
        | preventions.0.used      | false |
        | preventions.0.prevented | 0     |
        | preventions.1.prevented | 1     |

  Rule: grand_archive.prevention.instance

    Scenario: An instance is spent by its attempt even when nothing is left for it to prevent
      Given these preventions:
        | kind      | amount |
        | shielding | 5      |
        | instance  | 3      |
      When I call grand_archive.resolve_damage
      Then the result has these preventions:
        | kind      | used | prevented | left |
        | shielding | true | 5         | 0    |
        | instance  | true | 0         | null |

    Scenario: An instance of 0 is spent by its attempt though it prevents nothing
      Given these preventions:
        | kind     | amount |
        | instance | 0      |
      When I call grand_archive.resolve_damage
      Then the result has:
        | taken | 5 |
      And the result has these preventions:
        | kind     | used | prevented | left |
        | instance | true | 0         | null |

    Scenario: An instance behind one that prevented everything is spent on the nothing left
      Given these preventions:
        | kind     | amount |
        | instance | null   |
        | instance | 2      |
      When I call grand_archive.resolve_damage
      Then the result has these preventions:
        | kind     | used | prevented | left |
        | instance | true | 5         | null |
        | instance | true | 0         | null |

  Rule: grand_archive.prevention.damage-type

    Scenario Outline: A prevention that names a damage type acts only on that type
      Given these preventions:
        | kind     | amount | against   |
        | instance | 2      | <against> |
      When I call grand_archive.resolve_damage
      Then the result has:
        | prevented          | <prevented> |
        | preventions.0.used | <used>      |

      Examples:
        | against    | prevented | used  |
        | any        | 2         | true  |
        | non-combat | 2         | true  |
        | combat     | 0         | false |

    Scenario: A prevention against non-combat damage prevents an ability's damage
      Given the event:
        | kind           | ability     |
        | owner.name     | Fire Sprite |
        | owner.elements | ["fire"]    |
        | amount         | 4           |
      And these preventions:
        | kind     | amount | against    |
        | instance | 2      | non-combat |
      When I call grand_archive.resolve_damage
      Then the result has:
        | combat    | false |
        | prevented | 2     |
        | taken     | 2     |

    Scenario: A shielding of 3 against non-combat damage wears down against an ability dealing 2
      Given the event:
        | kind       | ability |
        | owner.name | Golem   |
        | amount     | 2       |
      And these preventions:
        | kind      | amount | against    |
        | shielding | 3      | non-combat |
      When I call grand_archive.resolve_damage
      Then the result has:
        | combat             | false |
        | prevented          | 2     |
        | taken              | 0     |
        | preventions.0.left | 1     |

  Rule: grand_archive.prevention.order

    Scenario: Preventions apply one after another in the order chosen for them
      Given these preventions:
        | kind      | amount |
        | instance  | 2      |
        | shielding | 4      |
      When I call grand_archive.resolve_damage
      Then the result has these preventions:
        | kind      | prevented | left |
        | instance  | 2         | null |
        | shielding | 3         | 1    |
      And the result has these events:
        | event            | amount |
        | damage-computed  | 5      |
        | damage-prevented | 2      |
        | damage-prevented | 3      |
        | life-checked     | 0      |
        | opportunity      | null   |

    Scenario: The same preventions in the other order leave more of the shield
      Given these preventions:
        | kind      | amount |
        | shielding | 4      |
        | instance  | 2      |
      When I call grand_archive.resolve_damage
      Then the result has these preventions:
        | kind      | prevented | left |
        | shielding | 4         | 0    |
        | instance  | 1         | null |
