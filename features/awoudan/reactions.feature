Feature: Dodge, parry and shield
  The three defensive reactions, each taken against an attack as it resolves. Each is the
  defender's one reaction of the round.

  Rule: awoudan.reactions.dodge

    Scenario Outline: A dodge takes d6 + DEX off the attack and costs 6 STA
      Given the attack:
        | kind    | melee  |
        | die     | 8      |
        | rolls   | 7 only |
        | ability | 3      |
      And the defender:
        | defense   | 2 |
        | dexterity | 2 |
        | sta       | 6 |
      And the reaction:
        | kind | dodge  |
        | roll | <roll> |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll       | 10       |
        | dodge             | <dodge>  |
        | result            | <result> |
        | hit               | <hit>    |
        | damage            | <damage> |
        | reaction sta      | 6        |
        | defender sta left | 0        |

      Examples:
        | roll | dodge | result | hit | damage |
        | 5    | 7     | 1      | yes | 1      |
        | 6    | 8     | 0      | no  | 0      |

    Scenario: A dodge with less than 6 STA is refused
      Given the attack:
        | kind  | melee  |
        | die   | 8      |
        | rolls | 7 only |
      And the defender:
        | sta | 5 |
      And the reaction:
        | kind | dodge |
        | roll | 4     |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.actions.stamina-cost

    Scenario: A defender with no DEX stated dodges by the d6 alone
      Given the attack:
        | kind  | melee  |
        | die   | 6      |
        | rolls | 5 only |
      And the defender:
        | defense | 2  |
        | sta     | 10 |
      And the reaction:
        | kind | dodge |
        | roll | 3     |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll       | 5  |
        | dodge             | 3  |
        | result            | 0  |
        | hit               | no |
        | reaction sta      | 6  |
        | defender sta left | 4  |

    Scenario: DEX 4 adds to a dodge roll of 4, so an arrow of 9 against DEF 1 misses
      Given the attack:
        | kind  | ranged |
        | die   | 10     |
        | rolls | 9 only |
      And the defender:
        | defense   | 1 |
        | dexterity | 4 |
        | sta       | 8 |
      And the reaction:
        | kind | dodge |
        | roll | 4     |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 9  |
        | dodge       | 8  |
        | result      | 0  |
        | hit         | no |
        | damage      | 0  |

    Scenario: A DEX of -1 makes a dodge roll of 3 take only 2 off the attack
      Given the attack:
        | kind  | melee  |
        | die   | 8      |
        | rolls | 6 only |
      And the defender:
        | dexterity | -1 |
        | sta       | 7  |
      And the reaction:
        | kind | dodge |
        | roll | 3     |
      When I call awoudan.resolve_attack
      Then the result has:
        | dodge             | 2 |
        | result            | 4 |
        | damage            | 4 |
        | defender sta left | 1 |

  Rule: awoudan.reactions.parry

    Scenario Outline: A parry staking more STA than the attack roll turns the attack into a miss
      Given the attack:
        | kind    | melee  |
        | die     | 10     |
        | rolls   | 6 only |
        | ability | 2      |
      And the defender:
        | defense      | 3   |
        | sta          | 12  |
        | parry weapon | yes |
      And the reaction:
        | kind | parry   |
        | sta  | <stake> |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll        | 8        |
        | hit                | <hit>    |
        | damage             | <damage> |
        | opportunity attack | <oa>     |
        | defender sta left  | <left>   |

      Examples:
        | stake | hit | damage | oa  | left |
        | 9     | no  | 0      | yes | 3    |
        | 8     | yes | 5      | no  | 4    |

    Scenario: A parry needs a parry weapon
      Given the attack:
        | kind  | melee  |
        | die   | 10     |
        | rolls | 6 only |
      And the defender:
        | sta | 12 |
      And the reaction:
        | kind | parry |
        | sta  | 9     |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.reactions.parry

    Scenario: A parry staking 3 STA against a d6 without a parry weapon is refused
      Given the attack:
        | kind  | melee  |
        | die   | 6      |
        | rolls | 4 only |
      And the defender:
        | sta     | 5 |
        | defense | 1 |
      And the reaction:
        | kind | parry |
        | sta  | 3     |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.reactions.parry

    Scenario: A ranged attack cannot be parried
      Given the attack:
        | kind  | ranged |
        | die   | 10     |
        | rolls | 6 only |
      And the defender:
        | sta          | 12  |
        | parry weapon | yes |
      And the reaction:
        | kind | parry |
        | sta  | 9     |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.reactions.parry

    Scenario: A parry of more STA than the defender has is refused
      Given the attack:
        | kind  | melee  |
        | die   | 10     |
        | rolls | 6 only |
      And the defender:
        | sta          | 8   |
        | parry weapon | yes |
      And the reaction:
        | kind | parry |
        | sta  | 9     |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.actions.stamina-cost

    Scenario: A parry that spends 0 STA is refused
      Given the character:
        | endurance | 2  |
        | sta       | 20 |
      And these actions:
        | action | when       | sta |
        | parry  | other_turn | 0   |
      When I call awoudan.take_actions
      Then it is refused by awoudan.reactions.parry

    Scenario: A parry that spends 0 STA is refused after an attack of the character's own, too
      Given the character:
        | endurance | 3  |
        | sta       | 11 |
      And these actions:
        | action | when       | sta |
        | attack |            |     |
        | parry  | other_turn | 0   |
      When I call awoudan.take_actions
      Then it is refused by awoudan.reactions.parry

    Scenario: A parry may stake every point of STA the defender has left
      Given the attack:
        | kind    | melee  |
        | die     | 10     |
        | rolls   | 6 only |
        | ability | 2      |
      And the defender:
        | defense      | 3   |
        | sta          | 9   |
        | parry weapon | yes |
      And the reaction:
        | kind | parry |
        | sta  | 9     |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll        | 8   |
        | hit                | no  |
        | opportunity attack | yes |
        | defender sta left  | 0   |

    Scenario: A parry staking 1 STA is too little against an attack roll of 1, but it is a parry
      Given the attack:
        | kind  | melee  |
        | die   | 4      |
        | rolls | 1 only |
      And the defender:
        | sta          | 5   |
        | parry weapon | yes |
      And the reaction:
        | kind | parry |
        | sta  | 1     |
      When I call awoudan.resolve_attack
      Then the result has:
        | opportunity attack | no |
        | reaction sta       | 1  |
        | defender sta left  | 4  |

    Scenario: A parry staking all 3 STA left is allowed, though it does not stop an attack roll of 5
      Given the attack:
        | kind  | melee  |
        | die   | 6      |
        | rolls | 5 only |
      And the defender:
        | defense      | 1   |
        | sta          | 3   |
        | parry weapon | yes |
      And the reaction:
        | kind | parry |
        | sta  | 3     |
      When I call awoudan.resolve_attack
      Then the result has:
        | hit                | yes |
        | opportunity attack | no  |
        | defender sta left  | 0   |

    Scenario: A spear thrust of 5 + 2 parried with exactly 7 STA still hits, since the stake must be more
      Given the attack:
        | kind    | melee  |
        | die     | 8      |
        | rolls   | 5 only |
        | ability | 2      |
      And the defender:
        | defense      | 1   |
        | sta          | 10  |
        | parry weapon | yes |
      And the reaction:
        | kind | parry |
        | sta  | 7     |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll        | 7   |
        | hit                | yes |
        | damage             | 6   |
        | opportunity attack | no  |
        | defender sta left  | 3   |

  Rule: awoudan.reactions.shield

    Scenario Outline: A shield pays the damage in STA, and paying the last of it exposes the defender (the rulebook's 8 against armor 4)
      Given the attack:
        | kind  | ranged |
        | die   | 8      |
        | rolls | 8 only |
      And the defender:
        | defense | 4     |
        | sta     | <sta> |
        | shield  | yes   |
      And the reaction:
        | kind | shield |
      When I call awoudan.resolve_attack
      Then the result has:
        | result                    | 4            |
        | damage                    | 0            |
        | reaction sta              | 4            |
        | defender sta left         | <left>       |
        | defender conditions       | <conditions> |
        | no exposed save next turn | <exposed>    |

      Examples:
        | sta | left | conditions   | exposed |
        | 5   | 1    | nothing      | no      |
        | 4   | 0    | exposed only | yes     |

    Scenario Outline: A shield against a d6's 6 and armor 2 pays 4 STA of <sta>
      Given the attack:
        | kind  | melee  |
        | die   | 6      |
        | rolls | 6 only |
      And the defender:
        | defense | 2     |
        | sta     | <sta> |
        | shield  | yes   |
      And the reaction:
        | kind | shield |
      When I call awoudan.resolve_attack
      Then the result has:
        | damage                    | 0            |
        | reaction sta              | 4            |
        | defender sta left         | <left>       |
        | defender conditions       | <conditions> |
        | no exposed save next turn | <exposed>    |

      Examples:
        | sta | left | conditions   | exposed |
        | 9   | 5    | nothing      | no      |
        | 5   | 1    | nothing      | no      |
        | 4   | 0    | exposed only | yes     |

    Scenario: Shielding needs a shield
      Given the attack:
        | kind  | ranged |
        | die   | 8      |
        | rolls | 8 only |
      And the defender:
        | sta | 9 |
      And the reaction:
        | kind | shield |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.reactions.shield

    Scenario: Shielding a melee 5 without a shield is refused, with STA to spare
      Given the attack:
        | kind  | melee  |
        | die   | 6      |
        | rolls | 5 only |
      And the defender:
        | sta     | 20 |
        | defense | 2  |
      And the reaction:
        | kind | shield |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.reactions.shield

    Scenario: A defender who already reacted this round cannot shield
      Given the attack:
        | kind  | ranged |
        | die   | 8      |
        | rolls | 8 only |
      And the defender:
        | sta                | 9   |
        | shield             | yes |
        | reacted this round | yes |
      And the reaction:
        | kind | shield |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.actions.reaction

    Scenario: A shield may spend 0 STA, unlike a parry
      Given the character:
        | endurance | 2  |
        | sta       | 20 |
      And these actions:
        | action | when       | sta |
        | shield | other_turn | 0   |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action | paid with | sta cost | wil cost | sta left | wil left |
        | shield | reaction  | 0        | 0        | 20       | 0        |

    Scenario: A shield against a miss spends no STA, yet a defender it leaves at 0 STA is exposed
      Given the attack:
        | kind  | ranged |
        | die   | 8      |
        | rolls | 3 only |
      And the defender:
        | defense | 4   |
        | sta     | 0   |
        | shield  | yes |
      And the reaction:
        | kind | shield |
      When I call awoudan.resolve_attack
      Then the result has:
        | hit                       | no           |
        | reaction sta              | 0            |
        | defender sta left         | 0            |
        | defender conditions       | exposed only |
        | no exposed save next turn | yes          |

    Scenario: Among a round's actions, a shield of 0 STA that leaves the character at 0 STA exposes it
      Given the character:
        | endurance | 2 |
        | sta       | 0 |
      And these actions:
        | action | when       | sta |
        | shield | other_turn | 0   |
      When I call awoudan.take_actions
      Then the result has:
        | sta left   | 0            |
        | drained    | yes          |
        | conditions | exposed only |
