Feature: Actions and their costs
  What a character may do in a round and what each action costs; an action that rolls
  goes on to an attack roll or a check.

  Rule: awoudan.actions.turn-economy

    Scenario: A turn's standard action and move action cost nothing
      Given the character:
        | endurance | 2 |
        | sta       | 9 |
      And these actions:
        | action |
        | attack |
        | run    |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action | paid with | sta cost | sta left |
        | attack | standard  | 0        | 9        |
        | run    | move      | 0        | 9        |

    Scenario: A second standard action that is not an attack cannot be bought
      Given the character:
        | endurance | 2  |
        | sta       | 20 |
      And these actions:
        | action  |
        | grapple |
        | rest    |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.turn-economy

    Scenario: A standard action off the character's own turn is refused
      Given the character:
        | endurance | 2  |
        | sta       | 20 |
      And these actions:
        | action | when       |
        | attack | other_turn |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.turn-economy

  Rule: awoudan.actions.free

    Scenario: The same free action twice in a round costs 6 STA the second time
      Given the character:
        | endurance | 2 |
        | sta       | 8 |
      And these actions:
        | action | name  |
        | free   | speak |
        | free   | drop  |
        | free   | speak |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action | paid with | sta cost | sta left |
        | free   | free      | 0        | 8        |
        | free   | free      | 0        | 8        |
        | free   | stamina   | 6        | 2        |

  Rule: awoudan.actions.stamina-cost

    Scenario Outline: A stamina action is paid from STA, and spending the last of it drains the character
      Given the character:
        | endurance | 2     |
        | sta       | <sta> |
      And these actions:
        | action |
        | attack |
        | attack |
      When I call awoudan.take_actions
      Then the result has:
        | sta left   | <left>       |
        | drained    | <drained>    |
        | conditions | <conditions> |

      Examples:
        | sta | left | drained | conditions   |
        | 7   | 1    | no      | nothing      |
        | 6   | 0    | yes     | exposed only |

    Scenario: A second run bought with 6 of 7 STA leaves 1 and does not drain
      Given the character:
        | endurance | 2 |
        | sta       | 7 |
      And these actions:
        | action |
        | run    |
        | run    |
      When I call awoudan.take_actions
      Then the result has:
        | sta left   | 1       |
        | drained    | no      |
        | conditions | nothing |

    Scenario Outline: A second draw paid from <sta> STA leaves <left>
      Given the character:
        | endurance | 3     |
        | sta       | <sta> |
      And these actions:
        | action    |
        | draw_stow |
        | draw_stow |
      When I call awoudan.take_actions
      Then the result has:
        | sta left   | <left>       |
        | drained    | <drained>    |
        | conditions | <conditions> |

      Examples:
        | sta | left | drained | conditions   |
        | 5   | 2    | no      | nothing      |
        | 3   | 0    | yes     | exposed only |

    Scenario: A stamina action the character cannot pay for is refused
      Given the character:
        | endurance | 3 |
        | sta       | 5 |
      And these actions:
        | action |
        | attack |
        | attack |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.stamina-cost

    Scenario: Every action of a round is paid for in STA or for nothing, never in WIL
      Given the character:
        | endurance | 3  |
        | sta       | 40 |
      And these actions:
        | action    | name  | when       | sta |
        | attack    |       |            |     |
        | attack    |       |            |     |
        | run       |       |            |     |
        | run       |       |            |     |
        | draw_stow |       |            |     |
        | draw_stow |       |            |     |
        | free      | speak |            |     |
        | free      | speak |            |     |
        | shield    |       | other_turn | 2   |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action    | paid with | sta cost | wil cost | sta left | wil left |
        | attack    | standard  | 0        | 0        | 40       | 0        |
        | attack    | stamina   | 6        | 0        | 34       | 0        |
        | run       | move      | 0        | 0        | 34       | 0        |
        | run       | stamina   | 6        | 0        | 28       | 0        |
        | draw_stow | free      | 0        | 0        | 28       | 0        |
        | draw_stow | stamina   | 3        | 0        | 25       | 0        |
        | free      | free      | 0        | 0        | 25       | 0        |
        | free      | stamina   | 6        | 0        | 19       | 0        |
        | shield    | reaction  | 2        | 0        | 17       | 0        |
      And the result has:
        | attacks   | 2 |
        | moves     | 2 |
        | draws     | 2 |
        | reactions | 1 |

    Scenario: Second actions of each kind bought from 30 STA, in another order, cost STA and never WIL
      Given the character:
        | endurance | 2  |
        | sta       | 30 |
        | wil       | 5  |
      And these actions:
        | action    | name | when       | sta |
        | free      | wave |            |     |
        | draw_stow |      |            |     |
        | run       |      |            |     |
        | attack    |      |            |     |
        | free      | wave |            |     |
        | draw_stow |      |            |     |
        | run       |      |            |     |
        | attack    |      |            |     |
        | shield    |      | other_turn | 4   |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action    | paid with | sta cost | wil cost | sta left | wil left |
        | free      | free      | 0        | 0        | 30       | 5        |
        | draw_stow | free      | 0        | 0        | 30       | 5        |
        | run       | move      | 0        | 0        | 30       | 5        |
        | attack    | standard  | 0        | 0        | 30       | 5        |
        | free      | stamina   | 6        | 0        | 24       | 5        |
        | draw_stow | stamina   | 3        | 0        | 21       | 5        |
        | run       | stamina   | 6        | 0        | 15       | 5        |
        | attack    | stamina   | 6        | 0        | 9        | 5        |
        | shield    | reaction  | 4        | 0        | 5        | 5        |

    Scenario: A dodge off the character's turn needs its 6 STA
      Given the character:
        | endurance | 2 |
        | sta       | 5 |
      And these actions:
        | action | when       |
        | dodge  | other_turn |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.stamina-cost

    Scenario: A dodge with exactly 6 STA left is paid in STA alone and drains the character
      Given the character:
        | endurance | 2 |
        | sta       | 6 |
      And these actions:
        | action | when       |
        | dodge  | other_turn |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action | paid with | sta cost | wil cost | sta left |
        | dodge  | reaction  | 6        | 0        | 0        |
      And the result has:
        | drained    | yes          |
        | conditions | exposed only |

    Scenario: A parry off the character's turn is paid in STA alone
      Given the character:
        | endurance | 2 |
        | sta       | 9 |
        | wil       | 3 |
      And these actions:
        | action | when       | sta |
        | parry  | other_turn | 4   |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action | paid with | sta cost | wil cost | sta left | wil left |
        | parry  | reaction  | 4        | 0        | 5        | 3        |

  Rule: awoudan.actions.attack-limit

    Scenario Outline: The attack limit is END, but never below 2
      Given the character:
        | endurance | <end> |
        | sta       | 0     |
      And no actions
      When I call awoudan.take_actions
      Then the result has:
        | attack limit | <limit> |

      Examples:
        | end | limit |
        | 0   | 2     |
        | 2   | 2     |
        | 3   | 3     |

    Scenario: A third attack with END 2 is refused however much STA is left
      Given the character:
        | endurance | 2  |
        | sta       | 30 |
      And these actions:
        | action |
        | attack |
        | attack |
        | attack |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.attack-limit

    Scenario: An opportunity attack counts toward the attack limit
      Given the character:
        | endurance | 2  |
        | sta       | 20 |
      And these actions:
        | action             | when       | trigger    | wielding melee |
        | attack             |            |            |                |
        | attack             |            |            |                |
        | opportunity_attack | other_turn | moved_away | yes            |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.attack-limit

    Scenario: A dodge is no attack, so it is allowed after the round's last attack
      Given the character:
        | endurance | 2  |
        | sta       | 20 |
      And these actions:
        | action | when       |
        | attack |            |
        | attack |            |
        | dodge  | other_turn |
      When I call awoudan.take_actions
      Then the result has:
        | attacks   | 2 |
        | reactions | 1 |
        | sta left  | 8 |

    Scenario: An opportunity attack early in the round leaves a character with END 2 one attack of its own
      Given the character:
        | endurance | 2  |
        | sta       | 20 |
      And these actions:
        | action             | when       | trigger    | wielding melee |
        | opportunity_attack | other_turn | moved_away | yes            |
        | attack             |            |            |                |
        | attack             |            |            |                |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.attack-limit

    Scenario: An opportunity attack early in the round leaves a character with END 3 two attacks of its own
      Given the character:
        | endurance | 3  |
        | sta       | 30 |
      And these actions:
        | action             | when       | trigger       | wielding melee |
        | opportunity_attack | other_turn | ranged_attack | yes            |
        | attack             |            |               |                |
        | attack             |            |               |                |
        | attack             |            |               |                |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.attack-limit

  Rule: awoudan.actions.move-limit

    Scenario: A second move action costs 6 STA
      Given the character:
        | endurance | 2  |
        | sta       | 10 |
      And these actions:
        | action |
        | run    |
        | shift  |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action | paid with | sta cost | sta left |
        | run    | move      | 0        | 10       |
        | shift  | stamina   | 6        | 4        |

    Scenario: A third move action in a round is refused
      Given the character:
        | endurance | 2  |
        | sta       | 30 |
      And these actions:
        | action |
        | run    |
        | sprint |
        | shift  |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.move-limit

    Scenario: A third move action is refused even with END 4 and STA to spare
      Given the character:
        | endurance | 4  |
        | sta       | 50 |
      And these actions:
        | action |
        | shift  |
        | run    |
        | run    |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.move-limit

  Rule: awoudan.actions.draw-stow

    Scenario: The first draw is free, the second costs 3 STA
      Given the character:
        | endurance | 2 |
        | sta       | 3 |
      And these actions:
        | action    |
        | draw_stow |
        | draw_stow |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action    | paid with | sta cost | sta left |
        | draw_stow | free      | 0        | 3        |
        | draw_stow | stamina   | 3        | 0        |

    Scenario: A third draw or stow in a round is refused
      Given the character:
        | endurance | 2  |
        | sta       | 20 |
      And these actions:
        | action    |
        | draw_stow |
        | draw_stow |
        | draw_stow |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.draw-stow

    Scenario: A third draw or stow is refused even with END 4 and 40 STA, after an attack between
      Given the character:
        | endurance | 4  |
        | sta       | 40 |
      And these actions:
        | action    |
        | draw_stow |
        | attack    |
        | draw_stow |
        | draw_stow |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.draw-stow

  Rule: awoudan.actions.reload

    Scenario: A reload after an attack costs 3 STA
      Given the character:
        | endurance | 2 |
        | sta       | 4 |
      And these actions:
        | action |
        | attack |
        | reload |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action | paid with | sta cost | sta left |
        | attack | standard  | 0        | 4        |
        | reload | stamina   | 3        | 1        |

    Scenario: A reload after the standard action is bought with STA alone and counts once
      Given the character:
        | endurance | 2  |
        | sta       | 20 |
      And these actions:
        | action |
        | attack |
        | reload |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action | paid with | sta cost | wil cost | sta left |
        | attack | standard  | 0        | 0        | 20       |
        | reload | stamina   | 3        | 0        | 17       |
      And the result has:
        | reloads | 1 |

    Scenario: A reload bought with STA leaves WIL alone and counts as the round's one reload
      Given the character:
        | endurance | 2 |
        | sta       | 5 |
        | wil       | 4 |
      And these actions:
        | action  |
        | grapple |
        | reload  |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action  | paid with | sta cost | wil cost | sta left | wil left |
        | grapple | standard  | 0        | 0        | 5        | 4        |
        | reload  | stamina   | 3        | 0        | 2        | 4        |
      And the result has:
        | reloads | 1 |

  Rule: awoudan.actions.reaction

    Scenario: A reaction on the character's own turn is refused
      Given the character:
        | endurance | 2  |
        | sta       | 20 |
      And these actions:
        | action |
        | dodge  |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.reaction

    Scenario: A second reaction in the same round is refused
      Given the character:
        | endurance | 2  |
        | sta       | 20 |
      And these actions:
        | action | when       | sta |
        | dodge  | other_turn |     |
        | parry  | other_turn | 2   |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.reaction

    Scenario: A second reaction is refused even with END 5 and 30 STA, a shield after a parry
      Given the character:
        | endurance | 5  |
        | sta       | 30 |
      And these actions:
        | action | when       | sta |
        | parry  | other_turn | 3   |
        | shield | other_turn | 1   |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.reaction

  Rule: awoudan.actions.concentration

    Scenario Outline: Concentrating pays the effect's rating in WIL as a free action
      Given the character:
        | endurance | 2     |
        | sta       | 0     |
        | wil       | <wil> |
      And these actions:
        | action      | rating |
        | concentrate | 3      |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action      | paid with | wil cost | wil left |
        | concentrate | free      | 3        | <left>   |

      Examples:
        | wil | left |
        | 3   | 0    |

    Scenario Outline: Concentration is refused with less WIL than its rating, or a second time in the turn
      Given the character:
        | endurance | 2     |
        | sta       | 0     |
        | wil       | <wil> |
      And these actions:
        | action      | rating |
        | concentrate | 3      |
        | concentrate | 1      |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.concentration

      Examples:
        | wil |
        | 2   |
        | 4   |

    Scenario: A second concentration in the same turn is refused even with WIL to spare
      Given the character:
        | endurance | 2 |
        | sta       | 0 |
        | wil       | 9 |
      And these actions:
        | action      | rating |
        | concentrate | 2      |
        | concentrate | 2      |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.concentration

    Scenario: Concentrating costs WIL only, never STA
      Given the character:
        | endurance | 2  |
        | sta       | 20 |
        | wil       | 5  |
      And these actions:
        | action      | rating |
        | concentrate | 2      |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action      | paid with | sta cost | wil cost | sta left | wil left |
        | concentrate | free      | 0        | 2        | 20       | 3        |

    Scenario: Concentrating on an effect of rating 4 costs 4 WIL and no STA
      Given the character:
        | endurance | 2 |
        | sta       | 3 |
        | wil       | 4 |
      And these actions:
        | action      | rating |
        | concentrate | 4      |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action      | paid with | sta cost | wil cost | sta left | wil left |
        | concentrate | free      | 0        | 4        | 3        | 0        |

  Rule: awoudan.actions.opportunity-attack

    Scenario Outline: An opportunity attack costs 3 STA when the enemy leaves, shoots or casts a single-target spell
      Given the character:
        | endurance | 2 |
        | sta       | 3 |
      And these actions:
        | action             | when       | trigger   |
        | opportunity_attack | other_turn | <trigger> |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action             | paid with | sta cost | sta left |
        | opportunity_attack | reaction  | 3        | 0        |

      Examples:
        | trigger       |
        | moved_away    |
        | ranged_attack |
        | spell_attack  |

    Scenario Outline: Shifting away or casting a blast or close burst allows no opportunity attack
      Given the character:
        | endurance | 2  |
        | sta       | 10 |
      And these actions:
        | action             | when       | trigger   |
        | opportunity_attack | other_turn | <trigger> |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.opportunity-attack

      Examples:
        | trigger                  |
        | shifted_away             |
        | blast_spell_attack       |
        | close_burst_spell_attack |

    Scenario: An opportunity attack needs a melee weapon in hand
      Given the character:
        | endurance | 2  |
        | sta       | 10 |
      And these actions:
        | action             | when       | trigger    | wielding melee |
        | opportunity_attack | other_turn | moved_away | no             |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.opportunity-attack

  Rule: awoudan.actions.charge

    Scenario: A charge uses the standard action and the free move together
      Given the character:
        | endurance | 2  |
        | sta       | 10 |
      And these actions:
        | action |
        | charge |
        | run    |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action | paid with | sta cost | sta left |
        | charge | standard  | 0        | 10       |
        | run    | stamina   | 6        | 4        |

    Scenario: A shift after a charge is bought with STA: the charge took the free move
      Given the character:
        | endurance | 3  |
        | sta       | 15 |
      And these actions:
        | action |
        | charge |
        | shift  |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action | paid with |
        | charge | standard  |
        | shift  | stamina   |

    Scenario: A charge after a shift has spent the free move is refused
      Given the character:
        | endurance | 3  |
        | sta       | 15 |
      And these actions:
        | action |
        | shift  |
        | charge |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.charge

    Scenario: A charge after the free move is spent is refused
      Given the character:
        | endurance | 2  |
        | sta       | 10 |
      And these actions:
        | action |
        | run    |
        | charge |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.charge

    Scenario Outline: A charge needs 3 squares, the last 3 straight at the target, and adds 2 to the attack roll
      Given the attack:
        | kind                    | melee      |
        | die                     | 6          |
        | rolls                   | 4 only     |
        | ability                 | 1          |
        | charge.squares moved    | <moved>    |
        | charge.straight squares | <straight> |
        | charge.target in line   | yes        |
      And the defender:
        | defense | 3 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 7 |
        | damage      | 4 |

      Examples:
        | moved | straight |
        | 3     | 3        |

    Scenario: A charge of exactly 3 straight squares adds 2 to a d8's roll of 6
      Given the attack:
        | kind                    | melee  |
        | die                     | 8      |
        | rolls                   | 6 only |
        | charge.squares moved    | 3      |
        | charge.straight squares | 3      |
        | charge.target in line   | yes    |
      And the defender:
        | defense | 5 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 8   |
        | hit         | yes |

    Scenario: A charge of 5 squares, 4 straight, adds 2 to a d8's roll of 5 and ability 2
      Given the attack:
        | kind                    | melee  |
        | die                     | 8      |
        | rolls                   | 5 only |
        | ability                 | 2      |
        | charge.squares moved    | 5      |
        | charge.straight squares | 4      |
        | charge.target in line   | yes    |
      And the defender:
        | defense | 8 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 9 |
        | hit         | yes |

    Scenario Outline: A charge whose last 3 squares are not straight, or that misses the target's line, is refused
      Given the attack:
        | kind                    | melee      |
        | die                     | 6          |
        | rolls                   | 4 only     |
        | charge.squares moved    | <moved>    |
        | charge.straight squares | <straight> |
        | charge.target in line   | <in_line>  |
      And the defender:
        | defense | 3 |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.actions.charge

      Examples:
        | moved | straight | in_line |
        | 4     | 2        | yes     |
        | 6     | 1        | yes     |
        | 3     | 3        | no      |

    Scenario: A charge ending in a bull rush adds 2 to the opposed check
      Given the ability is 2
      And the roll is 5
      And the purpose is bull_rush
      And the opponent is 2
      And the charge:
        | squares moved    | 4   |
        | straight squares | 3   |
        | target in line   | yes |
      When I call awoudan.make_check
      Then the result has:
        | bonus   | 2   |
        | total   | 7   |
        | success | yes |

    Scenario: A charge of 6 squares ending in a bull rush adds 2 to a roll of 3 against STR 4
      Given the ability is 1
      And the roll is 3
      And the purpose is bull_rush
      And the opponent is 4
      And the charge:
        | squares moved    | 6   |
        | straight squares | 4   |
        | target in line   | yes |
      When I call awoudan.make_check
      Then the result has:
        | bonus   | 2  |
        | total   | 2  |
        | success | no |

    Scenario: A charge uses the turn's standard action, so an attack after it is bought with STA
      Given the character:
        | endurance | 2  |
        | sta       | 20 |
      And these actions:
        | action |
        | charge |
        | attack |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action | paid with | sta cost | wil cost | sta left |
        | charge | standard  | 0        | 0        | 20       |
        | attack | stamina   | 6        | 0        | 14       |

    Scenario: A charge of 0 squares is no charge
      Given the attack:
        | kind                    | melee  |
        | die                     | 6      |
        | rolls                   | 4 only |
        | charge.squares moved    | 0      |
        | charge.straight squares | 0      |
        | charge.target in line   | yes    |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.actions.charge

    Scenario: After a charge, a grapple finds the standard action used
      Given the character:
        | endurance | 3  |
        | sta       | 12 |
      And these actions:
        | action  |
        | charge  |
        | grapple |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.turn-economy

    Scenario: A charge costs no WIL
      Given the character:
        | endurance | 2 |
        | sta       | 6 |
        | wil       | 4 |
      And these actions:
        | action |
        | charge |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action | paid with | sta cost | wil cost | sta left | wil left |
        | charge | standard  | 0        | 0        | 6        | 4        |

  Rule: awoudan.actions.bull-rush

    Scenario Outline: A bull rush is an opposed STR check that pushes on a total above 6
      Given the ability is <str>
      And the roll is <roll>
      And the purpose is bull_rush
      And the opponent is <opponent>
      When I call awoudan.make_check
      Then the result has:
        | total   | <total>   |
        | success | <success> |
        | outcome | <outcome> |

      Examples:
        | str | roll | opponent | total | success | outcome                                        |
        | 3   | 5    | 1        | 7     | yes     | target pushed 1 square and prone, or 2 squares |
        | 3   | 4    | 1        | 6     | no      | no push                                        |

  Rule: awoudan.actions.grapple

    Scenario Outline: A grapple is an opposed STR check that grapples on a total above 6
      Given the ability is <str>
      And the roll is <roll>
      And the purpose is grapple
      And the opponent is <opponent>
      When I call awoudan.make_check
      Then the result has:
        | total   | <total>   |
        | outcome | <outcome> |

      Examples:
        | str | roll | opponent | total | outcome         |
        | 2   | 8    | 3        | 7     | target grappled |
        | 2   | 7    | 3        | 6     | no grapple      |

  Rule: awoudan.actions.rest

    Scenario: Resting adds a d6 to the end-of-turn regeneration
      Given the character:
        | sta       | 2  |
        | wil       | 1  |
        | max sta   | 20 |
        | max wil   | 20 |
        | endurance | 1  |
        | mind      | 2  |
      And the rested is yes
      And the rolls:
        | stamina | 3 |
        | rest    | 4 |
      When I call awoudan.end_turn
      Then the result has:
        | sta regained | 8  |
        | wil regained | 6  |
        | sta          | 10 |
        | wil          | 7  |

    Scenario Outline: Resting still adds its d6 to the stat that regenerates when only STA was spent, and to nothing when both were
      Given the character:
        | sta       | 2  |
        | wil       | 1  |
        | max sta   | 20 |
        | max wil   | 20 |
        | endurance | 1  |
        | mind      | 2  |
      And the rested is yes
      And the spent sta is yes
      And the spent wil is <spent_wil>
      And the rolls:
        | rest | 4 |
      When I call awoudan.end_turn
      Then the result has:
        | sta regained | 0          |
        | wil regained | <regained> |
        | sta          | 2          |
        | wil          | <wil>      |

      Examples:
        | spent_wil | regained | wil |
        | no        | 6        | 7   |
        | yes       | 0        | 1   |
