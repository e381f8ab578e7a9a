Feature: The combat sequence
  Rounds and turns, surprise, initiative order and the end of combat. Every die result
  is given in the example, never rolled.

  Rule: awoudan.sequence.rounds

    Scenario: Every active character takes one turn in a round
      Given the round is 2
      And these combatants:
        | name   | side    | dexterity | initiative roll |
        | Ilse   | players | 1         | 5               |
        | Wolf   | foes    | 0         | 9               |
        | Bandit | foes    | 2         | 2               |
      When I call awoudan.order_round
      Then the result has these order:
        | name   | initiative | takes turn | can react |
        | Wolf   | 9          | yes        | yes       |
        | Ilse   | 6          | yes        | yes       |
        | Bandit | 4          | yes        | yes       |

    Scenario: A player who fled keeps no turn in the round while the others each take one
      Given the round is 2
      And these combatants:
        | name | side    | dexterity | initiative roll | standing |
        | Ilse | players | 1         | 5               | active   |
        | Moss | players | 0         | 8               | fled     |
        | Wolf | foes    | 0         | 3               | active   |
      When I call awoudan.order_round
      Then the result has these order:
        | name | initiative | takes turn |
        | Moss | 8          | no         |
        | Ilse | 6          | yes        |
        | Wolf | 3          | yes        |

    Scenario: A disabled foe takes no turn in round 3, its packmate and the player each take one
      Given the round is 3
      And these combatants:
        | name   | side    | dexterity | initiative roll | standing |
        | Wolf   | foes    | 2         | 10              | disabled |
        | Ilse   | players | 0         | 4               | active   |
        | Bandit | foes    | 1         | 1               | active   |
      When I call awoudan.order_round
      Then the result has these order:
        | name   | takes turn |
        | Wolf   | no         |
        | Ilse   | yes        |
        | Bandit | yes        |

  Rule: awoudan.sequence.initiative

    Scenario Outline: Initiative is the d12 plus DEX, highest first
      Given the round is 1
      And these combatants:
        | name | side    | dexterity | initiative roll |
        | Ilse | players | <dex>     | <roll>          |
        | Wolf | foes    | 3         | 6               |
      When I call awoudan.order_round
      Then the result has these order:
        | name     | initiative |
        | <first>  | <one>      |
        | <second> | <two>      |

      Examples:
        | dex | roll | first | one | second | two |
        | 0   | 10   | Ilse  | 10  | Wolf   | 9   |
        | 0   | 8    | Wolf  | 9   | Ilse   | 8   |

  Rule: awoudan.sequence.initiative-ties

    Scenario: A player tied with a foe goes first even when listed last
      Given the round is 1
      And these combatants:
        | name | side    | dexterity | initiative roll |
        | Wolf | foes    | 2         | 7               |
        | Ilse | players | 0         | 9               |
      When I call awoudan.order_round
      Then the result has these order:
        | name | initiative |
        | Ilse | 9          |
        | Wolf | 9          |

    Scenario: A player tied with a foe on 6 also goes first
      Given the round is 2
      And these combatants:
        | name   | side    | dexterity | initiative roll |
        | Bandit | foes    | 1         | 5               |
        | Moss   | players | 3         | 3               |
      When I call awoudan.order_round
      Then the result has these order:
        | name   | initiative |
        | Moss   | 6          |
        | Bandit | 6          |

    Scenario: Two foes on the same total keep the order in which they are listed
      Given the round is 1
      And these combatants:
        | name   | side | dexterity | initiative roll |
        | Bandit | foes | 1         | 6               |
        | Wolf   | foes | 2         | 5               |
      When I call awoudan.order_round
      Then the result has these order:
        | name   | initiative |
        | Bandit | 7          |
        | Wolf   | 7          |

    Scenario: Among three, the player tied with a foe on 8 goes right after the leader, before that foe
      Given the round is 1
      And these combatants:
        | name  | side    | dexterity | initiative roll |
        | Orc   | foes    | 2         | 6               |
        | Ilse  | players | 4         | 8               |
        | Odo   | players | 1         | 7               |
      When I call awoudan.order_round
      Then the result has these order:
        | name | initiative |
        | Ilse | 12         |
        | Odo  | 8          |
        | Orc  | 8          |

  Rule: awoudan.sequence.fixed-slots

    Scenario Outline: Asking to delay is refused in round <round>, whichever side asks
      Given the round is <round>
      And these combatants:
        | name | side    | dexterity | initiative roll | delays |
        | Ilse | players | 0         | 9               | <ilse> |
        | Wolf | foes    | 0         | 5               | <wolf> |
      When I call awoudan.order_round
      Then it is refused by awoudan.sequence.fixed-slots

      Examples:
        | round | ilse | wolf |
        | 1     | yes  | no   |
        | 3     | no   | yes  |

    Scenario: The bandit who rolled highest may not hold back to let the players act first
      Given the round is 2
      And these combatants:
        | name   | side    | dexterity | initiative roll | delays |
        | Ilse   | players | 1         | 6               | no     |
        | Bandit | foes    | 2         | 11              | yes    |
        | Wolf   | foes    | 0         | 3               | no     |
      When I call awoudan.order_round
      Then it is refused by awoudan.sequence.fixed-slots

    Scenario: A wolf surprised in the first round may not delay its lost turn to later in the round
      Given the round is 1
      And these combatants:
        | name | side    | dexterity | initiative roll | surprised | delays |
        | Ilse | players | 0         | 2               | no        | no     |
        | Wolf | foes    | 3         | 7               | yes       | yes    |
      When I call awoudan.order_round
      Then it is refused by awoudan.sequence.fixed-slots

  Rule: awoudan.sequence.surprise

    Scenario Outline: A surprised character can neither <what> in the surprise round
      Given the character:
        | endurance | 2   |
        | sta       | 10  |
        | surprised | yes |
      And these actions:
        | action   | when   |
        | <action> | <when> |
      When I call awoudan.take_actions
      Then it is refused by awoudan.sequence.surprise

      Examples:
        | what                | action | when       |
        | act on its own turn | run    | own_turn   |
        | react on another's  | dodge  | other_turn |

    Scenario: Nobody is surprised unless said so: in the first round everyone acts and reacts
      Given the round is 1
      And these combatants:
        | name | side    | dexterity | initiative roll |
        | Ilse | players | 1         | 5               |
        | Wolf | foes    | 0         | 9               |
      When I call awoudan.order_round
      Then the result has:
        | surprise round | no |
      And the result has these order:
        | name | takes turn | can react |
        | Wolf | yes        | yes       |
        | Ilse | yes        | yes       |

    Scenario: Nobody is surprised unless said so: in the first round no one loses a turn
      Given the round is 1
      And these combatants:
        | name   | side | dexterity | initiative roll |
        | Bandit | foes | 2         | 3               |
      When I call awoudan.order_round
      Then the result has these order:
        | name   | takes turn | can react |
        | Bandit | yes        | yes       |

    Scenario: When a player and a foe are both surprised, neither acts nor reacts in the surprise round
      Given the round is 1
      And these combatants:
        | name | side    | dexterity | initiative roll | surprised |
        | Ilse | players | 0         | 6               | yes       |
        | Wolf | foes    | 2         | 5               | yes       |
      When I call awoudan.order_round
      Then the result has:
        | surprise round | yes |
      And the result has these order:
        | name | takes turn | can react |
        | Wolf | no         | no        |
        | Ilse | no         | no        |

    Scenario: A defender surprised in the first round cannot shield against an arrow
      Given the attack:
        | kind  | ranged |
        | die   | 8      |
        | rolls | 6 only |
      And the defender:
        | defense   | 1   |
        | sta       | 10  |
        | shield    | yes |
        | surprised | yes |
      And the reaction:
        | kind | shield |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.sequence.surprise

  Rule: awoudan.sequence.combat-end

    Scenario Outline: Combat ends when one side has nobody left standing
      Given the round is 4
      And these combatants:
        | name   | side    | dexterity | initiative roll | standing |
        | Ilse   | players | 0         | 5               | active   |
        | Wolf   | foes    | 0         | 4               | <wolf>   |
        | Bandit | foes    | 0         | 3               | <bandit> |
      When I call awoudan.order_round
      Then the result has:
        | combat over    | <over>  |
        | sides standing | <sides> |
      And the result has these order:
        | name   | takes turn |
        | Ilse   | yes        |
        | Wolf   | <acts>     |
        | Bandit | no         |

      Examples:
        | wolf     | bandit | over | sides            | acts |
        | active   | dead   | no   | players and foes | yes  |
        | disabled | fled   | yes  | players only     | no   |

    Scenario: Combat goes on while one foe of two is still standing
      Given the round is 2
      And these combatants:
        | name  | side    | dexterity | initiative roll | standing |
        | Moss  | players | 1         | 6               | active   |
        | Ilse  | players | 0         | 2               | dead     |
        | Rat   | foes    | 2         | 1               | disabled |
        | Troll | foes    | 0         | 4               | active   |
      When I call awoudan.order_round
      Then the result has:
        | combat over    | no               |
        | sides standing | players and foes |

    Scenario: Combat ends when one player is dead and the other has fled
      Given the round is 3
      And these combatants:
        | name | side    | dexterity | initiative roll | standing |
        | Ilse | players | 0         | 7               | dead     |
        | Moss | players | 1         | 2               | fled     |
        | Wolf | foes    | 2         | 5               | active   |
      When I call awoudan.order_round
      Then the result has:
        | combat over    | yes       |
        | sides standing | foes only |

    Scenario: Combat ends when the last three foes are one dead, one disabled and one fled
      Given the round is 5
      And these combatants:
        | name   | side    | dexterity | initiative roll | standing |
        | Ilse   | players | 2         | 6               | active   |
        | Wolf   | foes    | 0         | 9               | dead     |
        | Rat    | foes    | 1         | 3               | disabled |
        | Bandit | foes    | 0         | 8               | fled     |
      When I call awoudan.order_round
      Then the result has:
        | combat over    | yes          |
        | sides standing | players only |

  Rule: awoudan.sequence.dice-are-inputs

    Scenario Outline: A die result the die cannot show is an input error naming the roll
      Given the round is 1
      And these combatants:
        | name | side    | dexterity | initiative roll |
        | Ilse | players | 0         | <roll>          |
      When I call awoudan.order_round
      Then it is an input error at combatants.0.initiative_roll

      Examples:
        | roll |
        | 13   |

    Scenario: A weapon roll above the weapon's die is an input error naming that roll
      Given the attack:
        | kind  | ranged  |
        | die   | 8       |
        | rolls | 3 and 9 |
      And the defender:
        | defense | 2 |
      When I call awoudan.resolve_attack
      Then it is an input error at attack.rolls.1

    Scenario: A character listed twice is an input error
      Given the round is 1
      And these combatants:
        | name | side    | dexterity | initiative roll |
        | Ilse | players | 0         | 4               |
        | Ilse | players | 0         | 5               |
      When I call awoudan.order_round
      Then it is an input error at combatants.1.name

    Scenario: An unknown side is an input error
      Given the round is 1
      And these combatants:
        | name | side     | dexterity | initiative roll |
        | Ilse | monsters | 0         | 4               |
      When I call awoudan.order_round
      Then it is an input error at combatants.0.side

    Scenario Outline: The faces of the d6s rolled when WIL breaks run from 1 to 6: <roll> for both is accepted
      Given the character:
        | hea | 9 |
        | sta | 9 |
        | wil | 2 |
      And the damage:
        | stat   | wil |
        | amount | 2   |
      And the broken will roll is <roll>
      And the will recovery roll is <roll>
      When I call awoudan.apply_damage
      Then the result has:
        | will regained | <roll> |

      Examples:
        | roll |
        | 1    |
        | 6    |

    Scenario Outline: The end of turn's <die> may show <roll>
      Given the character:
        | sta        | -2           |
        | wil        | 5            |
        | max sta    | 30           |
        | max wil    | 5            |
        | conditions | exposed only |
      And the recovering is yes
      And the rested is yes
      And the spent wil is yes
      And the rolls:
        | stamina  | <roll> |
        | rest     | <roll> |
        | recovery | <roll> |
      When I call awoudan.end_turn
      Then the result has:
        | recovered | <recovered> |

      Examples:
        | die           | roll | recovered |
        | d4, d6 and d8 | 1    | 1         |
        | d4, d6 and d8 | 4    | 4         |

    Scenario: The end of turn's rest d6 may show 6 and its recovery d8 may show 8
      Given the character:
        | sta        | -2           |
        | wil        | 5            |
        | max sta    | 30           |
        | max wil    | 5            |
        | conditions | exposed only |
      And the recovering is yes
      And the rested is yes
      And the spent wil is yes
      And the rolls:
        | stamina  | 4 |
        | rest     | 6 |
        | recovery | 8 |
      When I call awoudan.end_turn
      Then the result has:
        | recovered    | 8  |
        | sta regained | 10 |

    Scenario Outline: A check's d12s, the second for an edge and the helper's reroll, may show <roll>
      Given the ability is 0
      And the roll is <roll>
      And the edge is advantage
      And the second roll is <roll>
      And the help reroll is <roll>
      When I call awoudan.make_check
      Then the result has:
        | total | <roll> |

      Examples:
        | roll |
        | 1    |
        | 12   |

    Scenario Outline: A save's d12 and the helper's reroll may show <roll>
      Given the condition is burning
      And the roll is <roll>
      And the help reroll is <roll>
      When I call awoudan.make_save
      Then the result has:
        | total | <roll> |

      Examples:
        | roll |
        | 1    |
        | 12   |

    Scenario Outline: An initiative d12 of <roll> is accepted
      Given the round is 1
      And these combatants:
        | name | side    | dexterity | initiative roll |
        | Ilse | players | 0         | <roll>          |
      When I call awoudan.order_round
      Then the result has these order:
        | name | initiative |
        | Ilse | <roll>     |

      Examples:
        | roll |
        | 1    |
        | 12   |

    Scenario Outline: A dodge's d6 and a perception d6 may show <roll>
      Given the attack:
        | kind  | ranged |
        | die   | 8      |
        | rolls | 8 only |
      And the situation:
        | invisible              | yes    |
        | unseen.perception roll | <roll> |
      And the defender:
        | sta | 12 |
      And the reaction:
        | kind | dodge  |
        | roll | <roll> |
      When I call awoudan.resolve_attack
      Then the result has:
        | dodge     | <roll>      |
        | perceived | <perceived> |

      Examples:
        | roll | perceived |
        | 1    | yes       |
        | 6    | yes       |

    Scenario: A 7 on the d6 of a spell is an input error naming that roll
      Given the attack:
        | kind   | spell  |
        | die    | 6      |
        | rolls  | 7 only |
        | target | wil    |
      And the defender:
        | focus | 1 |
      When I call awoudan.resolve_attack
      Then it is an input error at attack.rolls.0

    Scenario: A 5 on the second d4 of a melee attack is an input error naming that roll
      Given the attack:
        | kind  | melee   |
        | die   | 4       |
        | rolls | 2 and 5 |
      And the defender:
        | defense | 0 |
      When I call awoudan.resolve_attack
      Then it is an input error at attack.rolls.1
