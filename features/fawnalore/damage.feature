Feature: The damage pipeline and non-attack damage
  All damage, attack or not, runs through four steps: damage dealt, damage reduction,
  damage taken (never below 0) and HP loss (never below 0 HP, excess ignored).
  Non-attack damage rolls no Attack Die, is not an attack, and attack-only effects skip it.

  Background:
    Given the game mode is co-op
    And the board is {"radius": 3}
    And these units:
      | id   | kind   | side  | hex | hp | attack_die | range | ether_reward |
      | ayla | player | party | 0,0 | 12 | 6          | 1     |              |
      | grub | makri  | makri | 1,0 | 9  |            |       | 2            |
    And the turn:
      | unit  | ayla |
      | phase | main |

  Rule: fawnalore.damage.pipeline

    Scenario: An attack shows the value of each of the four steps
      Given these effects:
        | kind         | holder | source     | amount | applies_to |
        | damage_dealt | ayla   | Battle Cry | 1      | attacks    |
        | damage_taken | grub   | Armor      | 2      | all_damage |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 5        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.damage_dealt     | 6  |
        | hits.0.damage_reduction | 2  |
        | hits.0.damage_taken     | 4  |
        | hits.0.hp_before        | 9  |
        | hits.0.hp_loss          | 4  |
        | hits.0.hp_after         | 5  |

    Scenario: A roll of 2 with +2 against Armor and a shield effect takes 1: the reductions meet the roll and its modifiers together
      Given these effects:
        | kind         | holder | source        | amount | applies_to |
        | damage_dealt | ayla   | Battle Cry    | 2      | attacks    |
        | damage_taken | grub   | Armor         | 2      | all_damage |
        | damage_taken | grub   | Shield effect | 1      | all_damage |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 2        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.damage_dealt     | 4 |
        | hits.0.damage_reduction | 3 |
        | hits.0.damage_taken     | 1 |
        | hits.0.hp_after         | 8 |

    Scenario: A spell of 1 with a Blessing of +1 against Armor 2 takes nothing, not the 1 the Blessing alone would leave
      Given these effects:
        | kind         | holder | source   | amount |
        | damage_dealt | ayla   | Blessing | 1      |
        | damage_taken | grub   | Armor    | 2      |
      And the damage:
        | cause   | spell    |
        | source  | ayla     |
        | amount  | 1        |
        | targets | ["grub"] |
      When I call fawnalore.deal_damage
      Then the result has:
        | damage_dealt        | 2 |
        | hits.0.damage_taken | 0 |
        | hits.0.hp_after     | 9 |

    Scenario: A roll of 4 with a Weakness of -1 against Armor 4 takes nothing and heals nothing
      Given these effects:
        | kind         | holder | source   | amount |
        | damage_dealt | ayla   | Weakness | -1     |
        | damage_taken | grub   | Armor    | 4      |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 4        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | damage_dealt        | 3 |
        | hits.0.damage_taken | 0 |
        | hits.0.hp_after     | 9 |

  Rule: fawnalore.damage.reduction

    Scenario: Armor's -2 and a shield effect's -1 stack to a reduction of 3
      Given these effects:
        | kind         | holder | source        | amount |
        | damage_taken | grub   | Armor         | 2      |
        | damage_taken | grub   | Shield effect | 1      |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 5        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.reductions       | [{"source": "Armor", "amount": 2}, {"source": "Shield effect", "amount": 1}] |
        | hits.0.damage_reduction | 3                                                                            |
        | hits.0.damage_taken     | 2                                                                            |

    Scenario: Two reductions of 1 on a spell of 2 stack to take it all, where the larger alone would leave 1
      Given these effects:
        | kind         | holder | source    | amount |
        | damage_taken | grub   | Bark Skin | 1      |
        | damage_taken | grub   | Moss Coat | 1      |
      And the damage:
        | cause   | spell    |
        | source  | ayla     |
        | amount  | 2        |
        | targets | ["grub"] |
      When I call fawnalore.deal_damage
      Then the result has:
        | hits.0.damage_reduction | 2 |
        | hits.0.hp_loss          | 0 |
        | hits.0.hp_after         | 9 |

  Rule: fawnalore.damage.floor

    Scenario Outline: Damage taken is what the reductions leave, and never less than 0
      Given these effects:
        | kind         | holder | source | amount      |
        | damage_taken | grub   | Armor  | <reduction> |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | <roll>   |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.damage_taken | <taken> |
        | hits.0.hp_after     | <after> |

      Examples:
        | roll | reduction | taken | after |
        | 4    | 3         | 1     | 8     |
        | 3    | 3         | 0     | 9     |
        | 3    | 4         | 0     | 9     |

    Scenario: A spell of 1 against Armor 3 takes nothing and heals nothing: grub keeps 9 HP
      Given these effects:
        | kind         | holder | source | amount |
        | damage_taken | grub   | Armor  | 3      |
      And the damage:
        | cause   | spell    |
        | source  | ayla     |
        | amount  | 1        |
        | targets | ["grub"] |
      When I call fawnalore.deal_damage
      Then the result has:
        | hits.0.damage_taken | 0 |
        | hits.0.hp_loss      | 0 |
        | hits.0.hp_after     | 9 |

  Rule: fawnalore.damage.hp-loss

    Scenario Outline: HP loss stops at 0 HP and the excess is ignored
      Given the damage:
        | cause   | environment |
        | amount  | <amount>    |
        | targets | ["ayla"]    |
      When I call fawnalore.deal_damage
      Then the result has:
        | hits.0.hp_loss  | <loss>   |
        | hits.0.excess   | <excess> |
        | hits.0.hp_after | <after>  |

      Examples:
        | amount | loss | excess | after |
        | 11     | 11   | 0      | 1     |
        | 12     | 12   | 0      | 0     |
        | 13     | 12   | 1      | 0     |

  Rule: fawnalore.damage.non-attack

    Scenario: A spell deals its stated amount, rolls no Attack Die and is not an attack
      Given the damage:
        | cause   | spell    |
        | source  | ayla     |
        | amount  | 3        |
        | targets | ["grub"] |
      When I call fawnalore.deal_damage
      Then the result has:
        | is_attack       | false                                  |
        | action_used     | false                                  |
        | dealt_parts     | [{"source": "spell", "amount": 3}]     |
        | hits.0.hp_after | 6                                      |

    Scenario: Non-attack damage that uses the Action is refused once the Action is spent
      Given the turn:
        | unit         | ayla |
        | phase        | main |
        | action_spent | true |
      And the damage:
        | cause       | magic_card |
        | source      | ayla       |
        | amount      | 3          |
        | targets     | ["grub"]   |
        | uses_action | true       |
      When I call fawnalore.deal_damage
      Then it is refused by fawnalore.damage.non-attack

    Scenario Outline: Non-attack damage uses the Action only when its effect says so
      Given the turn:
        | unit         | ayla      |
        | phase        | main      |
        | action_spent | <spent>   |
      And the damage:
        | cause       | ability  |
        | source      | ayla     |
        | amount      | 2        |
        | targets     | ["grub"] |
        | uses_action | <uses>   |
      When I call fawnalore.deal_damage
      Then the result has:
        | action_used     | <uses> |
        | hits.0.hp_after | 7      |

      Examples:
        | spent | uses  |
        | true  | false |
        | false | true  |

    Scenario: A PPC's ability that uses the Action is refused once the PPC has spent it
      Given these units:
        | id   | kind   | side  | hex  | hp | attack_die | range |
        | pip  | ppc    | party | 0,-1 | 8  | 4          | 2     |
        | grub | makri  | makri | 1,0  | 9  |            |       |
      And the turn:
        | unit         | pip  |
        | action_spent | true |
      And the damage:
        | cause       | ability  |
        | source      | pip      |
        | amount      | 2        |
        | targets     | ["grub"] |
        | uses_action | true     |
      When I call fawnalore.deal_damage
      Then it is refused by fawnalore.damage.non-attack

    Scenario: A spell that says it uses the Action is refused once the attack has spent the Action
      Given the turn:
        | unit         | ayla |
        | phase        | main |
        | action_spent | true |
      And the damage:
        | cause       | spell    |
        | source      | ayla     |
        | amount      | 5        |
        | targets     | ["grub"] |
        | uses_action | true     |
      When I call fawnalore.deal_damage
      Then it is refused by fawnalore.damage.non-attack

  Rule: fawnalore.damage.attack-only-effects

    Background:
      Given these effects:
        | kind         | holder | source     | amount | applies_to |
        | damage_dealt | ayla   | Battle Cry | 2      | attacks    |
        | damage_dealt | ayla   | Blessing   | 1      | all_damage |
        | damage_taken | grub   | Hard Shell | 3      | attacks    |
        | damage_taken | grub   | Armor      | 1      | all_damage |

    Scenario: Attack-only modifiers and reductions apply to an attack
      Given the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 4        |
      When I call fawnalore.resolve_attack
      Then the result has:
        | damage_dealt            | 7 |
        | hits.0.damage_reduction | 4 |
        | hits.0.damage_taken     | 3 |

    Scenario: The same attack-only modifiers and reductions do not apply to a spell
      Given the damage:
        | cause   | spell    |
        | source  | ayla     |
        | amount  | 4        |
        | targets | ["grub"] |
      When I call fawnalore.deal_damage
      Then the result has:
        | dealt_parts             | [{"source": "spell", "amount": 4}, {"source": "Blessing", "amount": 1}] |
        | damage_dealt            | 5                                                                       |
        | hits.0.reductions       | [{"source": "Armor", "amount": 1}]                                      |
        | hits.0.damage_taken     | 4                                                                       |

    Scenario: A falling rock of 4 meets Armor's 1 but not Hard Shell's attack-only 3
      Given the damage:
        | cause   | environment |
        | amount  | 4           |
        | targets | ["grub"]    |
      When I call fawnalore.deal_damage
      Then the result has:
        | hits.0.reductions   | [{"source": "Armor", "amount": 1}] |
        | hits.0.damage_taken | 3                                  |
        | hits.0.hp_after     | 6                                  |

    Scenario: An ability of 3 from ayla gains the Blessing and loses only Armor's 1, leaving grub on 6
      Given the damage:
        | cause   | ability  |
        | source  | ayla     |
        | amount  | 3        |
        | targets | ["grub"] |
      When I call fawnalore.deal_damage
      Then the result has:
        | damage_dealt            | 4 |
        | hits.0.damage_reduction | 1 |
        | hits.0.hp_after         | 6 |
