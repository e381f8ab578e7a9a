Feature: Damage to HEA, STA and WIL
  What happens when each well-being stat falls to 0 or lower, death saves, and healing.

  Rule: awoudan.damage.health

    Scenario Outline: HEA falling to 0 or lower wounds the character, who is dying and unconscious
      Given the character:
        | hea | 5 |
        | sta | 9 |
        | wil | 9 |
      And the damage:
        | stat   | hea      |
        | amount | <amount> |
      When I call awoudan.apply_damage
      Then the result has:
        | hea        | <hea>        |
        | wound      | <wound>      |
        | dying      | <wound>      |
        | conditions | <conditions> |

      Examples:
        | amount | hea | wound | conditions            |
        | 4      | 1   | no    | nothing               |
        | 5      | 0   | yes   | dying and unconscious |

    Scenario: More damage to a dying character brings no second wound
      Given the character:
        | hea        | -2                    |
        | sta        | 9                     |
        | wil        | 9                     |
        | conditions | dying and unconscious |
      And the damage:
        | stat   | hea |
        | amount | 3   |
      When I call awoudan.apply_damage
      Then the result has:
        | hea   | -5  |
        | wound | no  |
        | dying | yes |

    Scenario: A character dying at exactly 0 HEA takes 1 more damage and suffers no second wound
      Given the character:
        | hea        | 0                     |
        | sta        | 9                     |
        | wil        | 9                     |
        | conditions | dying and unconscious |
      And the damage:
        | stat   | hea |
        | amount | 1   |
      When I call awoudan.apply_damage
      Then the result has:
        | hea   | -1  |
        | wound | no  |
        | dying | yes |

    Scenario: A bleeding character dying at -3 HEA hit for 2 more suffers no second wound
      Given the character:
        | hea        | -3                              |
        | sta        | 4                               |
        | wil        | 6                               |
        | conditions | bleeding, dying and unconscious |
      And the damage:
        | stat   | hea |
        | amount | 2   |
      When I call awoudan.apply_damage
      Then the result has:
        | hea        | -5                              |
        | wound      | no                              |
        | conditions | bleeding, dying and unconscious |

  Rule: awoudan.damage.death-saves

    Scenario Outline: A death save is a bare d12 that succeeds above 6, and two of a kind decide nothing
      Given the condition is dying
      And the roll is <roll>
      And the scores:
        | vitality | 5 |
      And the death saves:
        | successes | 1 |
        | failures  | 1 |
      When I call awoudan.make_save
      Then the result has:
        | total                 | <roll>      |
        | success               | <success>   |
        | death saves.successes | <successes> |
        | death saves.failures  | <failures>  |
        | state                 | dying       |

      Examples:
        | roll | success | successes | failures |
        | 7    | yes     | 2         | 1        |
        | 6    | no      | 1         | 2        |

    Scenario Outline: The third success stabilises, the third failure kills
      Given the condition is dying
      And the roll is <roll>
      And the death saves:
        | successes | 2 |
        | failures  | 2 |
      When I call awoudan.make_save
      Then the result has:
        | state   | <state>   |
        | removed | <removed> |

      Examples:
        | roll | state  | removed |
        | 12   | stable | yes     |
        | 1    | dead   | no      |

    Scenario: Three death saves already on the tally is an input error
      Given the condition is dying
      And the roll is 9
      And the death saves:
        | successes | 3 |
        | failures  | 0 |
      When I call awoudan.make_save
      Then it is an input error at death_saves.successes

    Scenario Outline: A first death save with no earlier saves stated counts from none, so a <roll> is the first <kind>
      Given the condition is dying
      And the roll is <roll>
      When I call awoudan.make_save
      Then the result has:
        | success               | <success>   |
        | death saves.successes | <successes> |
        | death saves.failures  | <failures>  |
        | state                 | dying       |

      Examples:
        | roll | kind    | success | successes | failures |
        | 7    | success | yes     | 1         | 0        |
        | 6    | failure | no      | 0         | 1        |

    Scenario Outline: Earlier death saves of <successes> successes and <failures> failures are accepted
      Given the condition is dying
      And the roll is 1
      And the death saves:
        | successes | <successes> |
        | failures  | <failures>  |
      When I call awoudan.make_save
      Then the result has:
        | success | no |

      Examples:
        | successes | failures |
        | 0         | 0        |
        | 2         | 1        |
        | 1         | 0        |

    Scenario Outline: Earlier death saves with <tally> <count> are an input error
      Given the condition is dying
      And the roll is 7
      And the death saves:
        | <tally> | <count> |
      When I call awoudan.make_save
      Then it is an input error at death_saves.<tally>

      Examples:
        | tally     | count |
        | successes | -1    |
        | successes | 3     |
        | failures  | -1    |
        | failures  | 3     |

    Scenario: The third death save of a character of VIT 5 is still a bare d12, so a 4 kills
      Given the condition is dying
      And the roll is 4
      And the scores:
        | vitality | 5 |
      And the death saves:
        | successes | 2 |
        | failures  | 2 |
      When I call awoudan.make_save
      Then the result has:
        | total   | 4    |
        | success | no   |
        | state   | dead |

    Scenario: A VIT of -2 takes nothing off a death save, so a 7 still succeeds
      Given the condition is dying
      And the roll is 7
      And the scores:
        | vitality | -2 |
      When I call awoudan.make_save
      Then the result has:
        | total                 | 7   |
        | success               | yes |
        | death saves.successes | 1   |
        | death saves.failures  | 0   |

    Scenario: A helper's reroll of 5 replaces a dying character's 2, and VIT 2 does not lift it above 6
      Given the condition is dying
      And the roll is 2
      And the help reroll is 5
      And the scores:
        | vitality | 2 |
      And the death saves:
        | successes | 1 |
        | failures  | 0 |
      When I call awoudan.make_save
      Then the result has:
        | kept roll             | 5  |
        | success               | no |
        | death saves.successes | 1  |
        | death saves.failures  | 1  |

  Rule: awoudan.damage.healing

    Scenario Outline: Healing HEA above 0 ends dying and unconsciousness and throws out the death saves
      Given the character:
        | hea        | -3                    |
        | sta        | 0                     |
        | wil        | 0                     |
        | conditions | dying and unconscious |
      And the healing:
        | stat   | hea      |
        | amount | <amount> |
      And the maximum is 10
      When I call awoudan.heal
      Then the result has:
        | hea                 | <hea>        |
        | conditions          | <conditions> |
        | death saves cleared | <cleared>    |

      Examples:
        | amount | hea | conditions            | cleared |
        | 4      | 1   | nothing               | yes     |
        | 3      | 0   | dying and unconscious | no      |

    Scenario Outline: Healing <amount> a character dying at -5 HEA brings it to <hea>
      Given the character:
        | hea        | -5                    |
        | sta        | 2                     |
        | wil        | 1                     |
        | conditions | dying and unconscious |
      And the healing:
        | stat   | hea      |
        | amount | <amount> |
      And the maximum is 12
      When I call awoudan.heal
      Then the result has:
        | hea                 | <hea>        |
        | conditions          | <conditions> |
        | death saves cleared | <cleared>    |

      Examples:
        | amount | hea | conditions            | cleared |
        | 7      | 2   | nothing               | yes     |
        | 6      | 1   | nothing               | yes     |
        | 5      | 0   | dying and unconscious | no      |

    Scenario Outline: Healing <amount> with a maximum of <maximum> is accepted
      Given the character:
        | hea | 0 |
        | sta | 0 |
        | wil | 0 |
      And the healing:
        | stat   | hea      |
        | amount | <amount> |
      And the maximum is <maximum>
      When I call awoudan.heal
      Then the result has:
        | healed | <amount> |
        | hea    | <amount> |

      Examples:
        | amount | maximum |
        | 0      | 1       |
        | 1      | 1       |

    Scenario: Healing HEA leaves WIL as it was
      Given the character:
        | hea | 2 |
        | sta | 4 |
        | wil | 6 |
      And the healing:
        | stat   | hea |
        | amount | 3   |
      And the maximum is 20
      When I call awoudan.heal
      Then the result has:
        | hea | 5 |
        | sta | 4 |
        | wil | 6 |

    Scenario: Healing a bleeding, dying character above 0 HEA ends dying and unconsciousness but not the bleeding
      Given the character:
        | hea        | -1                              |
        | sta        | 3                               |
        | wil        | 3                               |
        | conditions | bleeding, dying and unconscious |
      And the healing:
        | stat   | hea |
        | amount | 2   |
      And the maximum is 8
      When I call awoudan.heal
      Then the result has:
        | hea                 | 1             |
        | conditions          | bleeding only |
        | death saves cleared | yes           |

    Scenario: Healing 1 a character dying at exactly 0 HEA brings it to 1, awake and no longer dying
      Given the character:
        | hea        | 0                     |
        | sta        | 5                     |
        | wil        | 2                     |
        | conditions | dying and unconscious |
      And the healing:
        | stat   | hea |
        | amount | 1   |
      And the maximum is 6
      When I call awoudan.heal
      Then the result has:
        | healed              | 1       |
        | hea                 | 1       |
        | conditions          | nothing |
        | death saves cleared | yes     |

  Rule: awoudan.damage.stamina

    Scenario Outline: STA falling to 0 or lower drains the character, who is exposed
      Given the character:
        | hea | 9 |
        | sta | 6 |
        | wil | 9 |
      And the damage:
        | stat   | sta      |
        | amount | <amount> |
      When I call awoudan.apply_damage
      Then the result has:
        | sta        | <sta>        |
        | drained    | <drained>    |
        | conditions | <conditions> |

      Examples:
        | amount | sta | drained | conditions   |
        | 5      | 1   | no      | nothing      |
        | 6      | 0   | yes     | exposed only |

    Scenario: Exposure from drained stamina allows no save
      Given the condition is exposed
      And the source is drained_stamina
      And the roll is 12
      When I call awoudan.make_save
      Then it is refused by awoudan.damage.stamina

    Scenario: At the end of the next turn a drained character recovers d8 + END and is no longer exposed
      Given the character:
        | sta        | -2           |
        | wil        | 5            |
        | max sta    | 20           |
        | max wil    | 5            |
        | endurance  | 2            |
        | conditions | exposed only |
      And the recovering is yes
      And the spent sta is yes
      And the rolls:
        | recovery | 5 |
      When I call awoudan.end_turn
      Then the result has:
        | recovered  | 7       |
        | sta        | 5       |
        | conditions | nothing |

    Scenario: STA damage to a character already drained at 0 STA does not drain it again
      Given the character:
        | hea        | 9            |
        | sta        | 0            |
        | wil        | 9            |
        | conditions | exposed only |
      And the damage:
        | stat   | sta |
        | amount | 3   |
      When I call awoudan.apply_damage
      Then the result has:
        | sta        | -3           |
        | drained    | no           |
        | conditions | exposed only |

    Scenario: A point of STA damage to a character left at 0 STA by a shield does not drain it again
      Given the character:
        | hea        | 4            |
        | sta        | 0            |
        | wil        | 2            |
        | conditions | exposed only |
      And the damage:
        | stat   | sta |
        | amount | 1   |
      When I call awoudan.apply_damage
      Then the result has:
        | sta     | -1 |
        | drained | no |

    Scenario: Spending the last 3 STA on an opportunity attack at a foe casting a spell, down to exactly 0, drains the character
      Given the character:
        | endurance | 1 |
        | sta       | 3 |
      And these actions:
        | action             | when       | trigger      |
        | opportunity_attack | other_turn | spell_attack |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action             | paid with | sta cost | sta left |
        | opportunity_attack | reaction  | 3        | 0        |
      And the result has:
        | drained    | yes          |
        | conditions | exposed only |

  Rule: awoudan.damage.willpower

    Scenario Outline: WIL falling to 0 or lower breaks the will, then WIL comes back d6 + MIN
      Given the character:
        | hea  | 9 |
        | sta  | 9 |
        | wil  | 3 |
        | mind | 2 |
      And the damage:
        | stat   | wil      |
        | amount | <amount> |
      And the broken will roll is <table>
      And the will recovery roll is 4
      When I call awoudan.apply_damage
      Then the result has:
        | broken will   | <condition> |
        | will regained | <regained>  |
        | wil           | <wil>       |

      Examples:
        | amount | table | condition | regained | wil |
        | 2      | 3     | none      | 0        | 1   |
        | 1      | 5     | none      | 0        | 2   |
        | 3      | 3     | dazed     | 6        | 6   |

    Scenario Outline: The broken-will table: a <table> on the d6 brings <word>, and a character with no MIN stated regains just the recovery roll
      Given the character:
        | hea | 9 |
        | sta | 9 |
        | wil | 3 |
      And the damage:
        | stat   | wil |
        | amount | 3   |
      And the broken will roll is <table>
      And the will recovery roll is 4
      When I call awoudan.apply_damage
      Then the result has:
        | broken will   | <condition>      |
        | will regained | 4                |
        | wil           | 4                |
        | conditions    | <condition> only |

      Examples:
        | table | word        | condition   |
        | 1     | slowed      | slowed      |
        | 2     | immobilized | immobilized |
        | 4     | stunned     | stunned     |
        | 5     | frightened  | frightened  |
        | 6     | exposed     | exposed     |

    Scenario Outline: A <table> on the broken-will d6 after WIL 2 falls to -1 brings <condition> for a character of MIN 2
      Given the character:
        | hea  | 5 |
        | sta  | 4 |
        | wil  | 2 |
        | mind | 2 |
      And the damage:
        | stat   | wil |
        | amount | 3   |
      And the broken will roll is <table>
      And the will recovery roll is 1
      When I call awoudan.apply_damage
      Then the result has:
        | broken will | <condition>      |
        | conditions  | <condition> only |

      Examples:
        | table | condition  |
        | 4     | stunned    |
        | 5     | frightened |
