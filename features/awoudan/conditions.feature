Feature: Conditions
  The fourteen conditions, what each does, and the saves that end them, through
  awoudan.start_turn, awoudan.take_actions, awoudan.move and awoudan.make_save.

  Rule: awoudan.conditions.saves

    Scenario Outline: Each condition's save uses its own ability and succeeds above 6
      Given the condition is <condition>
      And the roll is 4
      And the scores:
        | strength  | 1 |
        | dexterity | 2 |
        | vitality  | 3 |
        | spirit    | 4 |
        | mind      | 5 |
      When I call awoudan.make_save
      Then the result has:
        | ability | <ability> |
        | total   | <total>   |
        | removed | <removed> |

      Examples:
        | condition   | ability   | total | removed |
        | bleeding    | vitality  | 7     | true    |
        | burning     | dexterity | 6     | false   |
        | dazed       | mind      | 9     | true    |
        | exposed     | spirit    | 8     | true    |
        | frightened  | spirit    | 8     | true    |
        | grappled    | strength  | 5     | false   |
        | immobilized | vitality  | 7     | true    |
        | slowed      | vitality  | 7     | true    |
        | stunned     | mind      | 9     | true    |

    Scenario Outline: Some conditions have no save
      Given the condition is <condition>
      And the roll is 12
      When I call awoudan.make_save
      Then it is refused by awoudan.conditions.<condition>

      Examples:
        | condition   |
        | broken      |
        | exhausted   |
        | prone       |
        | unconscious |

    Scenario: An unknown condition is an input error
      Given the condition is sleepy
      And the roll is 7
      When I call awoudan.make_save
      Then it is an input error at condition

    Scenario Outline: A save whose scores are not stated adds 0, so a roll of 6 against <condition> fails
      Given the condition is <condition>
      And the roll is 6
      When I call awoudan.make_save
      Then the result has:
        | ability | <ability> |
        | total   | 6         |
        | success | false     |
        | removed | false     |

      Examples:
        | condition | ability   |
        | bleeding  | vitality  |
        | burning   | dexterity |
        | dazed     | mind      |
        | exposed   | spirit    |
        | grappled  | strength  |

    Scenario Outline: Only exposure is spared a save by where it came from: burning from <source> is saved against as usual
      Given the condition is burning
      And the source is <source>
      And the roll is 7
      When I call awoudan.make_save
      Then the result has:
        | success | yes |
        | removed | yes |

      Examples:
        | source          |
        | effect          |
        | wound           |
        | drained_stamina |
        | shield          |

    Scenario: Being dazed by a shield bash is saved against as usual, with MIN
      Given the condition is dazed
      And the source is shield
      And the roll is 5
      And the scores:
        | mind | 2 |
      When I call awoudan.make_save
      Then the result has:
        | ability | mind |
        | total   | 7    |
        | success | yes  |

  Rule: awoudan.conditions.save-action

    Scenario: The start-of-turn save still ends a condition that came from a wound
      Given the condition is bleeding
      And the source is wound
      And the timing is start_of_turn
      And the roll is 7
      When I call awoudan.make_save
      Then the result has:
        | removed | true |

    Scenario: A save action against a wound's bleeding is refused
      Given the condition is bleeding
      And the source is wound
      And the timing is save_action
      And the roll is 7
      When I call awoudan.make_save
      Then it is refused by awoudan.conditions.save-action

  Rule: awoudan.conditions.bleeding

    Scenario Outline: Bleeding deals its rating at the start of the turn; reaching 0 HEA wounds and ends it
      Given the character:
        | hea        | 5            |
        | conditions | ["bleeding"] |
        | bleeding   | <rating>     |
      When I call awoudan.start_turn
      Then the result has:
        | hea        | <hea>        |
        | wounds     | <wounds>     |
        | conditions | <conditions> |

      Examples:
        | rating | hea | wounds | conditions                |
        | 4      | 1   | 0      | ["bleeding"]              |
        | 5      | 0   | 1      | ["dying", "unconscious"]  |

    Scenario: A negative bleeding rating is an input error
      Given the character:
        | hea        | 5            |
        | conditions | ["bleeding"] |
        | bleeding   | -1           |
      When I call awoudan.start_turn
      Then it is an input error at character.bleeding

    Scenario: Bleeding at 0 HEA goes on lowering HEA but is no new wound
      Given the character:
        | hea        | 0                                     |
        | conditions | ["bleeding", "dying", "unconscious"] |
        | bleeding   | 2                                     |
      When I call awoudan.start_turn
      Then the result has:
        | hea        | -2                                    |
        | wounds     | 0                                     |
        | conditions | ["bleeding", "dying", "unconscious"] |

  Rule: awoudan.conditions.burning

    Scenario: Burning after bleeding: only the one that takes HEA to 0 ends
      Given the character:
        | hea        | 6                       |
        | conditions | ["bleeding", "burning"] |
        | bleeding   | 2                       |
        | burning    | 4                       |
      When I call awoudan.start_turn
      Then the result has these ticks:
        | condition | damage | hea_after | wound |
        | bleeding  | 2      | 4         | false |
        | burning   | 4      | 0         | true  |
      And the result has:
        | conditions | ["bleeding", "dying", "unconscious"] |

    Scenario Outline: Burning or bleeding of rating 0 deals no damage at the start of the turn
      Given the character:
        | hea         | 5             |
        | conditions  | ["<condition>"] |
        | <condition> | 0             |
      When I call awoudan.start_turn
      Then the result has:
        | hea | 5 |

      Examples:
        | condition |
        | burning   |
        | bleeding  |

    Scenario: Burning of rating -1 is an input error
      Given the character:
        | hea        | 5           |
        | conditions | ["burning"] |
        | burning    | -1          |
      When I call awoudan.start_turn
      Then it is an input error at character.burning

  Rule: awoudan.conditions.broken

    Scenario Outline: Broken costs 1 HEA and 1 STA per square of movement
      Given the character:
        | speed      | 6          |
        | conditions | ["broken"] |
      And the mode is run
      And the squares is <squares>
      When I call awoudan.move
      Then the result has:
        | broken_damage | <squares> |

      Examples:
        | squares |
        | 0       |
        | 4       |

    Scenario: Moving without the broken condition costs no HEA
      Given the character:
        | speed | 6 |
      And the mode is run
      And the squares is 3
      When I call awoudan.move
      Then the result has:
        | movement_spent | 3 |
        | broken_damage  | 0 |

  Rule: awoudan.conditions.dazed

    Scenario: A dazed character cannot react
      Given the character:
        | endurance  | 2         |
        | sta        | 20        |
        | conditions | ["dazed"] |
      And these actions:
        | action | when       |
        | dodge  | other_turn |
      When I call awoudan.take_actions
      Then it is refused by awoudan.conditions.dazed

    Scenario: A dazed character cannot buy a second attack
      Given the character:
        | endurance  | 2         |
        | sta        | 20        |
        | conditions | ["dazed"] |
      And these actions:
        | action |
        | attack |
        | attack |
      When I call awoudan.take_actions
      Then it is refused by awoudan.conditions.dazed

    Scenario: A dazed character still takes the turn's free standard action and move
      Given the character:
        | endurance  | 2         |
        | sta        | 20        |
        | conditions | ["dazed"] |
      And these actions:
        | action |
        | attack |
        | run    |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action | paid with | sta cost | sta left |
        | attack | standard  | 0        | 20       |
        | run    | move      | 0        | 20       |

    Scenario: A dazed character may still take its first draw for free
      Given the character:
        | endurance  | 2         |
        | sta        | 20        |
        | conditions | ["dazed"] |
      And these actions:
        | action    |
        | draw_stow |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action    | paid with | sta cost | sta left |
        | draw_stow | free      | 0        | 20       |

  Rule: awoudan.conditions.dying

    Scenario: A dying character makes its death save on its turn, not with the save action
      Given the condition is dying
      And the timing is save_action
      And the roll is 9
      When I call awoudan.make_save
      Then it is refused by awoudan.conditions.dying

  Rule: awoudan.conditions.exhausted

    Scenario Outline: Exhaustion lowers maximum STA and WIL by its rating, to no less than 1
      Given the character:
        | sta        | 0             |
        | wil        | 0             |
        | max_sta    | 10            |
        | max_wil    | 4             |
        | endurance  | 6             |
        | mind       | 5             |
        | conditions | ["exhausted"] |
        | exhausted  | <rating>      |
      And the rolls:
        | stamina | 4 |
      When I call awoudan.end_turn
      Then the result has:
        | max_sta | <max_sta> |
        | max_wil | <max_wil> |
        | sta     | <max_sta> |
        | wil     | <max_wil> |

      Examples:
        | rating | max_sta | max_wil |
        | 0      | 10      | 4       |
        | 4      | 6       | 1       |

  Rule: awoudan.conditions.exposed

    Scenario: An exposed character takes free actions only
      Given the character:
        | endurance  | 2           |
        | sta        | 20          |
        | conditions | ["exposed"] |
      And these actions:
        | action | name  |
        | free   | speak |
        | run    |       |
      When I call awoudan.take_actions
      Then it is refused by awoudan.conditions.exposed

  Rule: awoudan.conditions.frightened

    Scenario Outline: A frightened character cannot move towards or attack what frightens it
      Given the character:
        | endurance  | 2              |
        | sta        | 20             |
        | conditions | ["frightened"] |
      And these actions:
        | action   | against_fear_source |
        | <action> | true                |
      When I call awoudan.take_actions
      Then it is refused by awoudan.conditions.frightened

      Examples:
        | action |
        | attack |
        | run    |

    Scenario: A frightened character may still attack someone else
      Given the character:
        | endurance  | 2              |
        | sta        | 20             |
        | conditions | ["frightened"] |
      And these actions:
        | action |
        | attack |
      When I call awoudan.take_actions
      Then the result has:
        | attacks | 1 |

    Scenario Outline: An attacker that is not frightened, or not of this target, attacks as usual
      Given the attack:
        | kind  | melee |
        | die   | 6     |
        | rolls | [5]   |
      And the attacker:
        | frightened_of_target | <of_target>  |
        | conditions           | <conditions> |
      And the defender:
        | defense | 2 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack_roll | 5 |
        | damage      | 3 |

      Examples:
        | of_target | conditions     |
        | false     | ["frightened"] |
        | true      | []             |

    Scenario: A frightened attacker aiming at what frightens it is refused
      Given the attack:
        | kind  | melee |
        | die   | 6     |
        | rolls | [5]   |
      And the attacker:
        | frightened_of_target | true           |
        | conditions           | ["frightened"] |
      And the defender:
        | defense | 2 |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.conditions.frightened

    Scenario: A frightened character that does not say it moves toward what frightens it may run
      Given the character:
        | speed      | 6              |
        | conditions | ["frightened"] |
      And the mode is run
      And the squares is 3
      When I call awoudan.move
      Then the result has:
        | allowance      | 6     |
        | movement_spent | 3     |
        | broken_damage  | 0     |
        | prone_after    | false |

    Scenario: A frightened attacker that does not say the target frightens it attacks as usual
      Given the attack:
        | kind  | melee |
        | die   | 6     |
        | rolls | [5]   |
      And the attacker:
        | conditions | ["frightened"] |
      And the defender:
        | defense | 2 |
      When I call awoudan.resolve_attack
      Then the result has:
        | ability_added     | 0 |
        | attack_roll       | 5 |
        | damage            | 3 |
        | defender_sta_left | 0 |

  Rule: awoudan.conditions.grappled

    Scenario: A grappled creature cannot move
      Given the character:
        | endurance  | 2            |
        | sta        | 20           |
        | conditions | ["grappled"] |
      And these actions:
        | action |
        | shift  |
      When I call awoudan.take_actions
      Then it is refused by awoudan.conditions.grappled

    Scenario Outline: The grappler moves at half speed, rounded down
      Given the character:
        | speed     | <speed> |
        | grappling | true    |
      And the mode is run
      And the squares is <allowance>
      When I call awoudan.move
      Then the result has:
        | speed     | <allowance> |
        | allowance | <allowance> |

      Examples:
        | speed | allowance |
        | 6     | 3         |
        | 5     | 2         |

  Rule: awoudan.conditions.immobilized

    Scenario Outline: An immobilized character can neither move nor charge
      Given the character:
        | endurance  | 2               |
        | sta        | 20              |
        | conditions | ["immobilized"] |
      And these actions:
        | action   |
        | <action> |
      When I call awoudan.take_actions
      Then it is refused by awoudan.conditions.immobilized

      Examples:
        | action |
        | run    |
        | charge |

  Rule: awoudan.conditions.prone

    Scenario: A prone character cannot run without standing up
      Given the character:
        | speed      | 6         |
        | conditions | ["prone"] |
      And the mode is run
      And the squares is 2
      When I call awoudan.move
      Then it is refused by awoudan.conditions.prone

    Scenario Outline: Standing up or dropping prone costs 2 squares of the move
      Given the character:
        | speed      | 6            |
        | conditions | <conditions> |
      And the mode is run
      And the squares is <squares>
      And the stand up is <stand>
      And the drop prone is <drop>
      When I call awoudan.move
      Then the result has:
        | movement_spent | 6       |
        | prone_after    | <prone> |

      Examples:
        | conditions | squares | stand | drop  | prone |
        | ["prone"]  | 4       | true  | false | false |
        | []         | 4       | false | true  | true  |

    Scenario: Standing up with one square too many is refused
      Given the character:
        | speed      | 6         |
        | conditions | ["prone"] |
      And the mode is run
      And the squares is 5
      And the stand up is true
      When I call awoudan.move
      Then it is refused by awoudan.movement.run

    Scenario: A character already prone cannot drop prone
      Given the character:
        | speed      | 6         |
        | conditions | ["prone"] |
      And the mode is crawl
      And the squares is 1
      And the drop prone is true
      When I call awoudan.move
      Then it is refused by awoudan.conditions.prone

  Rule: awoudan.conditions.slowed

    Scenario Outline: Slowed halves speed, rounded down, before a sprint adds its 2
      Given the character:
        | speed      | 7          |
        | conditions | ["slowed"] |
      And the mode is <mode>
      And the squares is 0
      When I call awoudan.move
      Then the result has:
        | speed     | 3           |
        | allowance | <allowance> |

      Examples:
        | mode   | allowance |
        | run    | 3         |
        | sprint | 5         |

  Rule: awoudan.conditions.stunned

    Scenario: A stunned character who attacks pays 6 STA to move
      Given the character:
        | endurance  | 2           |
        | sta        | 10          |
        | conditions | ["stunned"] |
      And these actions:
        | action |
        | attack |
        | run    |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action | paid_with | sta_cost |
        | attack | standard  | 0        |
        | run    | stamina   | 6        |

    Scenario: A stunned character who moves has no standard action left for a grapple
      Given the character:
        | endurance  | 2           |
        | sta        | 10          |
        | conditions | ["stunned"] |
      And these actions:
        | action  |
        | run     |
        | grapple |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.turn-economy

  Rule: awoudan.conditions.unconscious

    Scenario: An unconscious character takes no action at all
      Given the character:
        | endurance  | 2               |
        | sta        | 10              |
        | conditions | ["unconscious"] |
      And these actions:
        | action | name  |
        | free   | speak |
      When I call awoudan.take_actions
      Then it is refused by awoudan.conditions.unconscious
