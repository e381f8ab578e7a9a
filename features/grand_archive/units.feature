Feature: Allies and champions
  What damage does to an ally and to a champion: temporary damage and destruction for
  allies; damage counters, death, Immortality and Recover for champions.

  Rule: grand_archive.units.ally-destroyed

    Scenario Outline: An ally is destroyed once its marked damage reaches its life
      Given the event:
        | kind      | action |
        | card.name | Ignite |
        | amount    | <x>    |
      And the target:
        | kind   | ally     |
        | name   | Guardian |
        | life   | 4        |
        | damage | 1        |
      When I call grand_archive.resolve_damage
      Then the result has:
        | marked    | <marked>    |
        | destroyed | <destroyed> |
        | died      | false       |

      Examples:
        | x | marked | destroyed |
        | 2 | 3      | false     |
        | 3 | 4      | true      |
        | 4 | 5      | true      |

    Scenario: An ally of life 0 is an input error at its damage, not its life: 0 damage already destroyed it
      Given the event:
        | kind      | action |
        | card.name | Ignite |
        | amount    | 2      |
      And the target:
        | kind   | ally     |
        | name   | Guardian |
        | life   | 0        |
        | damage | 0        |
      When I call grand_archive.resolve_damage
      Then it is an input error at target.damage

  Rule: grand_archive.units.ally-clean-up

    Scenario: The end phase clean-up removes every ally's temporary damage and leaves champions' counters
      Given these units:
        | kind     | name     | life | damage |
        | ally     | Guardian | 4    | 3      |
        | ally     | Squire   | 2    | 0      |
        | champion | Silvie   | 20   | 7      |
      When I call grand_archive.clean_up
      Then the result has these units:
        | name     | kind     | before | after |
        | Guardian | ally     | 3      | 0     |
        | Squire   | ally     | 0      | 0     |
        | Silvie   | champion | 7      | 7     |

    Scenario: An ally listed with damage at its life is an input error, since it was destroyed already
      Given these units:
        | kind | name     | life | damage |
        | ally | Guardian | 4    | 4      |
      When I call grand_archive.clean_up
      Then it is an input error at units.0.damage

    Scenario: Allies lose all their damage in the clean-up, a single point or one short of their life
      Given these units:
        | kind | name     | life | damage |
        | ally | Squire   | 2    | 1      |
        | ally | Guardian | 6    | 5      |
      When I call grand_archive.clean_up
      Then the result has these units:
        | name     | kind | before | after |
        | Squire   | ally | 1      | 0     |
        | Guardian | ally | 5      | 0     |

  Rule: grand_archive.units.champion-counters

    Scenario: Damage counters add up on a champion from one event to the next
      Given the event:
        | kind      | action |
        | card.name | Ignite |
        | amount    | 3      |
      And the target:
        | kind   | champion |
        | name   | Silvie   |
        | life   | 20       |
        | damage | 12       |
      When I call grand_archive.resolve_damage
      Then the result has:
        | taken  | 3     |
        | marked | 15    |
        | died   | false |

    Scenario: A champion one counter short of its life keeps them all in the clean-up, while the ally beside it is cleared
      Given these units:
        | kind     | name     | life | damage |
        | champion | Silvie   | 20   | 19     |
        | ally     | Guardian | 4    | 1      |
      When I call grand_archive.clean_up
      Then the result has these units:
        | name     | kind     | before | after |
        | Silvie   | champion | 19     | 19    |
        | Guardian | ally     | 1      | 0     |

    Scenario: A champion with Immortality past its life keeps every counter through the clean-up
      Given these units:
        | kind     | name   | life | damage | immortal |
        | champion | Silvie | 20   | 23     | true     |
      When I call grand_archive.clean_up
      Then the result has these units:
        | name   | kind     | before | after |
        | Silvie | champion | 23     | 23    |

  Rule: grand_archive.units.champion-death

    Scenario Outline: A champion dies when its damage counters reach its life
      Given the event:
        | kind           | attack |
        | attacker.kind  | ally   |
        | attacker.name  | Raider |
        | attacker.power | <power> |
      And the target:
        | kind   | champion |
        | name   | Silvie   |
        | life   | 20       |
        | damage | 17       |
      When I call grand_archive.resolve_damage
      Then the result has:
        | marked    | <marked> |
        | died      | <died>   |
        | destroyed | false    |

      Examples:
        | power | marked | died  |
        | 2     | 19     | false |
        | 3     | 20     | true  |
        | 4     | 21     | true  |

    Scenario: An Ignite for exactly the counters Silvie lacks kills her
      Given the event:
        | kind      | action |
        | card.name | Ignite |
        | amount    | 4      |
      And the target:
        | kind   | champion |
        | name   | Silvie   |
        | life   | 20       |
        | damage | 16       |
      When I call grand_archive.resolve_damage
      Then the result has:
        | taken  | 4    |
        | marked | 20   |
        | died   | true |

  Rule: grand_archive.units.immortality

    Scenario Outline: A champion with Immortality does not die however many counters it has
      Given the event:
        | kind      | action |
        | card.name | Ignite |
        | amount    | <x>    |
      And the target:
        | kind     | champion |
        | name     | Silvie   |
        | life     | 20       |
        | damage   | 18       |
        | immortal | true     |
      When I call grand_archive.resolve_damage
      Then the result has:
        | marked | <marked> |
        | died   | false    |

      Examples:
        | x | marked |
        | 2 | 20     |
        | 9 | 27     |

    Scenario: Immortality belongs to champions, not allies
      Given the event:
        | kind      | action |
        | card.name | Ignite |
        | amount    | 1      |
      And the target:
        | kind     | ally     |
        | name     | Guardian |
        | life     | 4        |
        | immortal | true     |
      When I call grand_archive.resolve_damage
      Then it is an input error at target.immortal

    Scenario: A champion with Immortality already past its life adds every new counter to those it has
      Given the event:
        | kind           | attack |
        | attacker.kind  | ally   |
        | attacker.name  | Raider |
        | attacker.power | 3      |
      And the target:
        | kind     | champion |
        | name     | Silvie   |
        | life     | 20       |
        | damage   | 24       |
        | immortal | true     |
      When I call grand_archive.resolve_damage
      Then the result has:
        | taken  | 3     |
        | marked | 27    |
        | died   | false |

  Rule: grand_archive.units.recover

    Scenario Outline: Recover removes damage counters from the champion
      Given the champion:
        | kind   | champion |
        | name   | Silvie   |
        | life   | 20       |
        | damage | 6        |
      And the amount is <x>
      When I call grand_archive.recover
      Then the result has:
        | removed | <removed> |
        | damage  | <left>    |

      Examples:
        | x | removed | left |
        | 0 | 0       | 6    |
        | 2 | 2       | 4    |
        | 6 | 6       | 0    |

    Scenario: Recover is for champions: an ally has no damage counters to recover
      Given the champion:
        | kind   | ally     |
        | name   | Guardian |
        | life   | 4        |
      And the amount is 1
      When I call grand_archive.recover
      Then it is an input error at champion.kind

    Scenario: Recover 4 on a champion with a single counter removes that one and no more
      Given the champion:
        | kind   | champion |
        | name   | Silvie   |
        | life   | 20       |
        | damage | 1        |
      And the amount is 4
      When I call grand_archive.recover
      Then the result has:
        | removed | 1 |
        | damage  | 0 |
