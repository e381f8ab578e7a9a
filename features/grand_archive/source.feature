Feature: The source of damage and its elements
  Which object deals the damage, and which elements the damage has.

  Rule: grand_archive.source.attack

    Scenario: A champion is the sole source of its attack, not its attack card or its weapon
      Given the event:
        | kind              | attack   |
        | attacker.kind     | champion |
        | attacker.name     | Lorraine |
        | intent.0.name     | Slice    |
        | intent.0.power    | 2        |
        | weapon.name       | Sword    |
        | weapon.power      | 1        |
        | weapon.durability | 2        |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then the result has:
        | source.name | Lorraine |
      And the result has these events:
        | event              | object   |
        | damage-computed    | Lorraine |
        | damage-taken       | Silvie   |
        | damage-dealt       | Lorraine |
        | hit                | Silvie   |
        | durability-removed | Sword    |
        | life-checked       | Silvie   |
        | opportunity        |          |

    Scenario: An attacking ally is the source of its own damage
      Given the event:
        | kind           | attack |
        | attacker.kind  | ally   |
        | attacker.name  | Squire |
        | attacker.power | 2      |
      And the target:
        | kind | ally     |
        | name | Guardian |
        | life | 3        |
      When I call grand_archive.resolve_damage
      Then the result has:
        | source.name | Squire |
        | marked      | 2      |
        | destroyed   | false  |

  Rule: grand_archive.source.action

    Scenario: An action card that deals damage is its source, not the champion who played it
      Given the event:
        | kind          | action    |
        | card.name     | Fireball  |
        | card.elements | ["fire"]  |
        | amount        | 3         |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then the result has:
        | source.name     | Fireball |
        | source.elements | ["fire"] |
        | combat          | false    |

  Rule: grand_archive.source.ability

    Scenario: The object that owns an ability is the source of the ability's damage
      Given the event:
        | kind           | ability       |
        | owner.name     | Fire Sprite   |
        | owner.elements | ["fire"]      |
        | amount         | 1             |
      And the target:
        | kind | ally     |
        | name | Guardian |
        | life | 1        |
      When I call grand_archive.resolve_damage
      Then the result has:
        | source.name | Fire Sprite |
        | destroyed   | true        |

  Rule: grand_archive.source.deal-x

    Scenario Outline: "Deal X damage" marks X, with every damage modifier in play as it resolves, on the chosen target
      Given the event:
        | kind       | action      |
        | card.name  | Ignite      |
        | amount     | <x>         |
        | modifiers  | <modifiers> |
      And the target:
        | kind   | ally     |
        | name   | Guardian |
        | life   | 5        |
        | damage | 1        |
      When I call grand_archive.resolve_damage
      Then the result has:
        | damage    | <damage>    |
        | marked    | <marked>    |
        | destroyed | <destroyed> |

      Examples:
        | x | modifiers | damage | marked | destroyed |
        | 3 | []        | 3      | 4      | false     |
        | 2 | [2]       | 4      | 5      | true      |
        | 0 | []        | 0      | 1      | false     |

  Rule: grand_archive.source.element

    Scenario: A Luxem, Fire and Norm champion attacking with a Water attack card deals Luxem, Fire and Norm damage
      Given the event:
        | kind              | attack                       |
        | attacker.kind     | champion                     |
        | attacker.name     | Champion                     |
        | attacker.elements | ["luxem", "fire", "norm"]    |
        | intent.0.name     | Water attack                 |
        | intent.0.elements | ["water"]                    |
        | intent.0.power    | 3                            |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then the result has:
        | source.elements | ["luxem", "fire", "norm"] |

    Scenario: A weapon's element does not become the damage's element
      Given the event:
        | kind              | attack    |
        | attacker.kind     | champion  |
        | attacker.name     | Lorraine  |
        | attacker.elements | ["wind"]  |
        | weapon.name       | Umbral Blade |
        | weapon.elements   | ["umbra"] |
        | weapon.power      | 2         |
        | weapon.durability | 1         |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then the result has:
        | source.elements | ["wind"] |

    Scenario: An object that names no element deals Norm damage
      Given the event:
        | kind       | ability      |
        | owner.name | Crystal Lens |
        | amount     | 1            |
      And the target:
        | kind | champion |
        | name | Silvie   |
        | life | 20       |
      When I call grand_archive.resolve_damage
      Then the result has:
        | source.elements | ["norm"] |
