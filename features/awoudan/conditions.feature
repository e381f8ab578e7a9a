Feature: Conditions
  The fourteen conditions, what each does at the start of a turn, to actions and to
  movement, and the saves that end them.

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
        | bleeding    | vitality  | 7     | yes     |
        | burning     | dexterity | 6     | no      |
        | dazed       | mind      | 9     | yes     |
        | exposed     | spirit    | 8     | yes     |
        | frightened  | spirit    | 8     | yes     |
        | grappled    | strength  | 5     | no      |
        | immobilized | vitality  | 7     | yes     |
        | slowed      | vitality  | 7     | yes     |
        | stunned     | mind      | 9     | yes     |

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

    Scenario Outline: A save whose scores are not stated adds 0, so a roll of 6 against <condition> fails
      Given the condition is <condition>
      And the roll is 6
      When I call awoudan.make_save
      Then the result has:
        | ability | <ability> |
        | total   | 6         |
        | success | no        |
        | removed | no        |

      Examples:
        | condition | ability   |
        | bleeding  | vitality  |
        | burning   | dexterity |
        | dazed     | mind      |
        | exposed   | spirit    |
        | grappled  | strength  |

    Scenario Outline: A save rerolled with help to a 6, whose scores are not stated, fails against <condition>
      Given the condition is <condition>
      And the roll is 2
      And the help reroll is 6
      When I call awoudan.make_save
      Then the result has:
        | ability | <ability> |
        | total   | 6         |
        | success | no        |

      Examples:
        | condition | ability  |
        | bleeding  | vitality |
        | dazed     | mind     |
        | exposed   | spirit   |
        | grappled  | strength |

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
        | removed | yes |

    Scenario: A save action against a wound's bleeding is refused
      Given the condition is bleeding
      And the source is wound
      And the timing is save_action
      And the roll is 7
      When I call awoudan.make_save
      Then it is refused by awoudan.conditions.save-action

    Scenario: A save action of 11 against a wound's bleeding is refused whatever the VIT
      Given the condition is bleeding
      And the source is wound
      And the timing is save_action
      And the roll is 11
      And the scores:
        | vitality | 3 |
      When I call awoudan.make_save
      Then it is refused by awoudan.conditions.save-action

  Rule: awoudan.conditions.bleeding

    Scenario Outline: Bleeding deals its rating at the start of the turn; reaching 0 HEA wounds and ends it
      Given the character:
        | hea        | 5             |
        | conditions | bleeding only |
        | bleeding   | <rating>      |
      When I call awoudan.start_turn
      Then the result has:
        | hea        | <hea>        |
        | wounds     | <wounds>     |
        | conditions | <conditions> |

      Examples:
        | rating | hea | wounds | conditions            |
        | 4      | 1   | 0      | bleeding only         |
        | 5      | 0   | 1      | dying and unconscious |

    Scenario Outline: Bleeding <rating> at 8 HEA leaves <hea>
      Given the character:
        | hea        | 8             |
        | conditions | bleeding only |
        | bleeding   | <rating>      |
      When I call awoudan.start_turn
      Then the result has:
        | hea        | <hea>        |
        | wounds     | <wounds>     |
        | conditions | <conditions> |

      Examples:
        | rating | hea | wounds | conditions            |
        | 7      | 1   | 0      | bleeding only         |
        | 8      | 0   | 1      | dying and unconscious |

    Scenario: Bleeding at 0 HEA goes on lowering HEA but is no new wound
      Given the character:
        | hea        | 0                               |
        | conditions | bleeding, dying and unconscious |
        | bleeding   | 2                               |
      When I call awoudan.start_turn
      Then the result has:
        | hea        | -2                              |
        | wounds     | 0                               |
        | conditions | bleeding, dying and unconscious |

    Scenario: Bleeding 5 at 0 HEA takes it to -5 and is no new wound
      Given the character:
        | hea        | 0                               |
        | conditions | bleeding, dying and unconscious |
        | bleeding   | 5                               |
      When I call awoudan.start_turn
      Then the result has:
        | hea    | -5 |
        | wounds | 0  |

    Scenario: Bleeding 3 at -1 HEA takes it to -4 and is no new wound
      Given the character:
        | hea        | -1                              |
        | conditions | bleeding, dying and unconscious |
        | bleeding   | 3                               |
      When I call awoudan.start_turn
      Then the result has:
        | hea    | -4 |
        | wounds | 0  |

  Rule: awoudan.conditions.burning

    Scenario: Burning after bleeding: only the one that takes HEA to 0 ends
      Given the character:
        | hea        | 6                    |
        | conditions | bleeding and burning |
        | bleeding   | 2                    |
        | burning    | 4                    |
      When I call awoudan.start_turn
      Then the result has these ticks:
        | condition | damage | hea after | wound |
        | bleeding  | 2      | 4         | no    |
        | burning   | 4      | 0         | yes   |
      And the result has:
        | conditions | bleeding, dying and unconscious |

    Scenario Outline: Burning or bleeding of rating 0 deals no damage at the start of the turn
      Given the character:
        | hea         | 5               |
        | conditions  | <condition> only |
        | <condition> | 0               |
      When I call awoudan.start_turn
      Then the result has:
        | hea | 5 |

      Examples:
        | condition |
        | burning   |
        | bleeding  |

  Rule: awoudan.conditions.broken

    Scenario Outline: Broken costs 1 HEA and 1 STA per square of movement
      Given the character:
        | speed      | 6           |
        | conditions | broken only |
      And the mode is run
      And the squares is <squares>
      When I call awoudan.move
      Then the result has:
        | broken damage | <squares> |

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
        | movement spent | 3 |
        | broken damage  | 0 |

  Rule: awoudan.conditions.dazed

    Scenario: A dazed character cannot react
      Given the character:
        | endurance  | 2          |
        | sta        | 20         |
        | conditions | dazed only |
      And these actions:
        | action | when       |
        | dodge  | other_turn |
      When I call awoudan.take_actions
      Then it is refused by awoudan.conditions.dazed

    Scenario: A dazed character cannot buy a second attack
      Given the character:
        | endurance  | 2          |
        | sta        | 20         |
        | conditions | dazed only |
      And these actions:
        | action |
        | attack |
        | attack |
      When I call awoudan.take_actions
      Then it is refused by awoudan.conditions.dazed

    Scenario: A dazed character still takes the turn's free standard action and move
      Given the character:
        | endurance  | 2          |
        | sta        | 20         |
        | conditions | dazed only |
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
        | endurance  | 2          |
        | sta        | 20         |
        | conditions | dazed only |
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
        | sta        | 0              |
        | wil        | 0              |
        | max sta    | 10             |
        | max wil    | 4              |
        | endurance  | 6              |
        | mind       | 5              |
        | conditions | exhausted only |
        | exhausted  | <rating>       |
      And the rolls:
        | stamina | 4 |
      When I call awoudan.end_turn
      Then the result has:
        | max sta | <max_sta> |
        | max wil | <max_wil> |
        | sta     | <max_sta> |
        | wil     | <max_wil> |

      Examples:
        | rating | max_sta | max_wil |
        | 0      | 10      | 4       |
        | 4      | 6       | 1       |

    Scenario Outline: Exhaustion <rating> takes a maximum STA of 8 to <max_sta> and a maximum WIL of 3 to <max_wil>
      Given the character:
        | sta        | 0              |
        | wil        | 0              |
        | max sta    | 8              |
        | max wil    | 3              |
        | endurance  | 9              |
        | mind       | 9              |
        | conditions | exhausted only |
        | exhausted  | <rating>       |
      And the rolls:
        | stamina | 3 |
      When I call awoudan.end_turn
      Then the result has:
        | max sta | <max_sta> |
        | max wil | <max_wil> |

      Examples:
        | rating | max_sta | max_wil |
        | 2      | 6       | 1       |
        | 9      | 1       | 1       |

  Rule: awoudan.conditions.exposed

    Scenario: An exposed character takes free actions only
      Given the character:
        | endurance  | 2            |
        | sta        | 20           |
        | conditions | exposed only |
      And these actions:
        | action | name  |
        | free   | speak |
        | run    |       |
      When I call awoudan.take_actions
      Then it is refused by awoudan.conditions.exposed

  Rule: awoudan.conditions.frightened

    Scenario Outline: A frightened character cannot move towards or attack what frightens it
      Given the character:
        | endurance  | 2               |
        | sta        | 20              |
        | conditions | frightened only |
      And these actions:
        | action   | against fear source |
        | <action> | yes                 |
      When I call awoudan.take_actions
      Then it is refused by awoudan.conditions.frightened

      Examples:
        | action |
        | attack |
        | run    |

    Scenario Outline: A frightened character of END 4 with 40 STA still cannot <action> toward what frightens it
      Given the character:
        | endurance  | 4               |
        | sta        | 40              |
        | conditions | frightened only |
      And these actions:
        | action   | against fear source |
        | shift    | no                  |
        | <action> | yes                 |
      When I call awoudan.take_actions
      Then it is refused by awoudan.conditions.frightened

      Examples:
        | action |
        | attack |
        | run    |

    Scenario: A frightened character may still attack someone else
      Given the character:
        | endurance  | 2               |
        | sta        | 20              |
        | conditions | frightened only |
      And these actions:
        | action |
        | attack |
      When I call awoudan.take_actions
      Then the result has:
        | attacks | 1 |

    Scenario: A frightened character of END 3 may still attack twice someone else
      Given the character:
        | endurance  | 3               |
        | sta        | 12              |
        | conditions | frightened only |
      And these actions:
        | action |
        | attack |
        | attack |
      When I call awoudan.take_actions
      Then the result has:
        | attacks | 2 |

    Scenario Outline: An attacker that is not frightened, or not of this target, attacks as usual
      Given the attack:
        | kind  | melee  |
        | die   | 6      |
        | rolls | 5 only |
      And the attacker:
        | frightened of target | <of_target>  |
        | conditions           | <conditions> |
      And the defender:
        | defense | 2 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 5 |
        | damage      | 3 |

      Examples:
        | of_target | conditions      |
        | no        | frightened only |
        | yes       | nothing         |

    Scenario Outline: A ranged attacker that is not frightened, or not of this target, hits DEF 4 as usual with 7
      Given the attack:
        | kind  | ranged |
        | die   | 10     |
        | rolls | 7 only |
      And the attacker:
        | frightened of target | <of_target>  |
        | conditions           | <conditions> |
      And the defender:
        | defense | 4 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 7 |
        | damage      | 3 |

      Examples:
        | of_target | conditions      |
        | no        | frightened only |
        | yes       | nothing         |

    Scenario: A frightened attacker aiming at what frightens it is refused
      Given the attack:
        | kind  | melee  |
        | die   | 6      |
        | rolls | 5 only |
      And the attacker:
        | frightened of target | yes             |
        | conditions           | frightened only |
      And the defender:
        | defense | 2 |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.conditions.frightened

    Scenario: A frightened character that does not say it moves toward what frightens it may run
      Given the character:
        | speed      | 6               |
        | conditions | frightened only |
      And the mode is run
      And the squares is 3
      When I call awoudan.move
      Then the result has:
        | allowance      | 6  |
        | movement spent | 3  |
        | broken damage  | 0  |
        | prone after    | no |

    Scenario: A frightened character of SPE 4 that does not say it runs toward what frightens it runs all 4
      Given the character:
        | speed      | 4               |
        | conditions | frightened only |
      And the mode is run
      And the squares is 4
      When I call awoudan.move
      Then the result has:
        | allowance      | 4 |
        | movement spent | 4 |

    Scenario: A frightened attacker that does not say the target frightens it attacks as usual
      Given the attack:
        | kind  | melee  |
        | die   | 6      |
        | rolls | 5 only |
      And the attacker:
        | conditions | frightened only |
      And the defender:
        | defense | 2 |
      When I call awoudan.resolve_attack
      Then the result has:
        | ability added     | 0 |
        | attack roll       | 5 |
        | damage            | 3 |
        | defender sta left | 0 |

    Scenario: A frightened ranged attacker that does not say the target frightens it hits DEF 3 with 8
      Given the attack:
        | kind  | ranged |
        | die   | 8      |
        | rolls | 8 only |
      And the attacker:
        | conditions | frightened only |
      And the defender:
        | defense | 3 |
      When I call awoudan.resolve_attack
      Then the result has:
        | ability added     | 0 |
        | attack roll       | 8 |
        | damage            | 5 |
        | defender sta left | 0 |

  Rule: awoudan.conditions.grappled

    Scenario: A grappled creature cannot move
      Given the character:
        | endurance  | 2             |
        | sta        | 20            |
        | conditions | grappled only |
      And these actions:
        | action |
        | shift  |
      When I call awoudan.take_actions
      Then it is refused by awoudan.conditions.grappled

    Scenario: A grappled creature of END 3 cannot run after an attack either
      Given the character:
        | endurance  | 3             |
        | sta        | 30            |
        | conditions | grappled only |
      And these actions:
        | action |
        | attack |
        | run    |
      When I call awoudan.take_actions
      Then it is refused by awoudan.conditions.grappled

    Scenario: A grappled creature can still attack, on its standard action
      Given the character:
        | endurance  | 2             |
        | sta        | 12            |
        | conditions | grappled only |
      And these actions:
        | action |
        | attack |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action | paid with | sta cost | sta left |
        | attack | standard  | 0        | 12       |

    Scenario Outline: The grappler moves at half speed, rounded down
      Given the character:
        | speed     | <speed> |
        | grappling | yes     |
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
        | endurance  | 2                |
        | sta        | 20               |
        | conditions | immobilized only |
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
        | speed      | 6          |
        | conditions | prone only |
      And the mode is run
      And the squares is 2
      When I call awoudan.move
      Then it is refused by awoudan.conditions.prone

    Scenario: A prone character of SPE 9 cannot run a single square without standing up
      Given the character:
        | speed      | 9          |
        | conditions | prone only |
      And the mode is run
      And the squares is 1
      When I call awoudan.move
      Then it is refused by awoudan.conditions.prone

    Scenario Outline: Standing up or dropping prone costs 2 squares of the move
      Given the character:
        | speed      | 6            |
        | conditions | <conditions> |
      And the mode is run
      And the squares is <squares>
      And the <change> is yes
      When I call awoudan.move
      Then the result has:
        | movement spent | 6       |
        | prone after    | <prone> |

      Examples:
        | conditions | squares | change     | prone |
        | prone only | 4       | stand up   | no    |
        | nothing    | 4       | drop prone | yes   |

    Scenario: Standing up with one square too many is refused
      Given the character:
        | speed      | 6          |
        | conditions | prone only |
      And the mode is run
      And the squares is 5
      And the stand up is yes
      When I call awoudan.move
      Then it is refused by awoudan.movement.run

  Rule: awoudan.conditions.slowed

    Scenario Outline: Slowed halves speed, rounded down, before a sprint adds its 2
      Given the character:
        | speed      | 7           |
        | conditions | slowed only |
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
        | endurance  | 2            |
        | sta        | 10           |
        | conditions | stunned only |
      And these actions:
        | action |
        | attack |
        | run    |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action | paid with | sta cost |
        | attack | standard  | 0        |
        | run    | stamina   | 6        |

    Scenario: A stunned character who moves has no standard action left for a grapple
      Given the character:
        | endurance  | 2            |
        | sta        | 10           |
        | conditions | stunned only |
      And these actions:
        | action  |
        | run     |
        | grapple |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.turn-economy

  Rule: awoudan.conditions.unconscious

    Scenario: An unconscious character takes no action at all
      Given the character:
        | endurance  | 2                |
        | sta        | 10               |
        | conditions | unconscious only |
      And these actions:
        | action | name  |
        | free   | speak |
      When I call awoudan.take_actions
      Then it is refused by awoudan.conditions.unconscious
