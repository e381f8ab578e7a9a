Feature: Falchion: the battle round
  A round lasts 6 seconds and runs in seven steps: surprise, creature reaction, initiative,
  actions, their resolution, morale and the end of the round. Only steps 3 to 7 repeat.

  Rule: falchion.round.sequence

    Scenario: The first round runs all seven steps in order
      Given the round is 1
      When I call falchion.list_round_steps
      Then the result has:
        | steps   | check_surprise, draw_reaction, check_initiative, determine_actions, resolve_actions, check_morale and end_of_round |
        | seconds | 6                                                                                                                  |

    Scenario: A later round starts again at initiative, without surprise or reaction
      Given the round is 2
      When I call falchion.list_round_steps
      Then the result has:
        | steps | check_initiative, determine_actions, resolve_actions, check_morale and end_of_round |

    Scenario: Surprise is not checked again in the second round
      Given the round is 2
      And the surprise:
        | drifters  | 1 |
        | creatures | 6 |
      And no drifters
      And no creatures
      When I call falchion.order_initiative
      Then it is refused by falchion.round.sequence

    Scenario: A later round lasts 6 seconds as well
      Given the round is 4
      When I call falchion.list_round_steps
      Then the result has:
        | seconds | 6 |

    Scenario: Surprise is not checked again in the second round, whatever the dice show
      Given the round is 2
      And the surprise:
        | drifters  | 5 |
        | creatures | 2 |
      And these drifters:
        | name | agi | roll |
        | Ash  | 10  | 15   |
      And no creatures
      When I call falchion.order_initiative
      Then it is refused by falchion.round.sequence

    Scenario: Surprise is not checked again in the fifth round
      Given the round is 5
      And the surprise:
        | drifters  | 4 |
        | creatures | 2 |
      And no drifters
      And no creatures
      When I call falchion.order_initiative
      Then it is refused by falchion.round.sequence

    Scenario: The third round begins again with initiative, not with the actions
      Given the round is 3
      When I call falchion.list_round_steps
      Then the result has:
        | steps | check_initiative, determine_actions, resolve_actions, check_morale and end_of_round |

    Scenario: The tenth round still checks initiative before anyone acts
      Given the round is 10
      When I call falchion.list_round_steps
      Then the result has:
        | steps   | check_initiative, determine_actions, resolve_actions, check_morale and end_of_round |
        | seconds | 6                                                                                   |

  Rule: falchion.round.surprise

    Scenario Outline: A side rolling <d6> on the surprise d6 is <state>
      Given the round is 1
      And the surprise:
        | drifters  | <d6> |
        | creatures | 4    |
      And these drifters:
        | name | agi | roll |
        | Ash  | 10  | 15   |
      And these creatures:
        | name   | hd |
        | Goblin | 1  |
      When I call falchion.order_initiative
      Then the result has:
        | drifters surprised  | <surprised> |
        | creatures surprised | no          |
      And the result has these order:
        | name   | acts   |
        | Ash    | <acts> |
        | Goblin | yes    |

      Examples:
        | d6 | state       | surprised | acts |
        | 3  | unsurprised | no        | yes  |

    Scenario Outline: A <action> against a surprised creature has advantage
      Given the check:
        | action           | <action>  |
        | dr               | 12        |
        | rolls            | 4 and 13  |
        | <detail>         | <setting> |
        | target surprised | yes       |
      When I call falchion.resolve_check
      Then the result has:
        | mode      | advantage             |
        | advantage | target_surprised only |
        | kept      | 13                    |
        | success   | yes                   |

      Examples:
        | action       | detail   | setting |
        | melee_attack | distance | 5       |
        | dodge        | dr       | 12      |

    Scenario Outline: A surprised creature's <action> has <mode>
      Given the check:
        | action           | <action>  |
        | dr               | 12        |
        | rolls            | <rolls>   |
        | <detail>         | <setting> |
        | roller surprised | yes       |
      When I call falchion.resolve_check
      Then the result has:
        | mode         | <mode>         |
        | disadvantage | <disadvantage> |
        | kept         | <kept>         |
        | success      | <success>      |

      Examples:
        | action       | rolls    | detail   | setting | mode         | disadvantage          | kept | success |
        | block        | 4 and 13 | incoming | melee   | disadvantage | roller_surprised only | 4    | no      |
        | dodge        | 13 and 4 | dr       | 12      | disadvantage | roller_surprised only | 4    | no      |
        | melee_attack | 13 only  | distance | 5       | normal       | nothing               | 13   | yes     |

    Scenario: Creatures rolling 3 on the surprise d6 are not surprised and act
      Given the round is 1
      And the surprise:
        | drifters  | 5 |
        | creatures | 3 |
      And these drifters:
        | name | agi | roll |
        | Cato | 8   | 12   |
      And these creatures:
        | name | hd |
        | Wolf | 2  |
      When I call falchion.order_initiative
      Then the result has:
        | drifters surprised  | no |
        | creatures surprised | no |
      And the result has these order:
        | name | acts |
        | Cato | yes  |
        | Wolf | yes  |

    Scenario: The surprise d6 runs from 1 to 6, and an AGI of 1 is the lowest there is
      Given the round is 1
      And the surprise:
        | drifters  | 6 |
        | creatures | 1 |
      And these drifters:
        | name | agi | roll |
        | Ash  | 1   | 15   |
      And these creatures:
        | name   | hd |
        | Goblin | 1  |
      When I call falchion.order_initiative
      Then the result has:
        | drifters surprised  | no  |
        | creatures surprised | yes |

    Scenario: Drifters rolling 2 on the surprise d6 are surprised and lose the first round
      Given the round is 1
      And the surprise:
        | drifters  | 2 |
        | creatures | 5 |
      And these drifters:
        | name | agi | roll |
        | Ash  | 10  | 15   |
      And these creatures:
        | name   | hd |
        | Goblin | 1  |
      When I call falchion.order_initiative
      Then the result has:
        | drifters surprised  | yes |
        | creatures surprised | no  |
      And the result has these order:
        | name   | acts |
        | Ash    | no   |
        | Goblin | yes  |

    Scenario: Creatures rolling 2 on the surprise d6 are surprised and wait while the drifters act
      Given the round is 1
      And the surprise:
        | drifters  | 4 |
        | creatures | 2 |
      And these drifters:
        | name | agi | roll |
        | Cato | 8   | 5    |
      And these creatures:
        | name | hd |
        | Wolf | 2  |
      When I call falchion.order_initiative
      Then the result has:
        | drifters surprised  | no  |
        | creatures surprised | yes |
      And the result has these order:
        | name | acts |
        | Wolf | no   |
        | Cato | yes  |

  Rule: falchion.round.reaction

    Scenario Outline: A total of <total> means the creatures are <reaction>
      Given the cards is <first> and <second>
      When I call falchion.draw_reaction
      Then the result has:
        | total    | <total>    |
        | reaction | <reaction> |

      Examples:
        | first | second | total | reaction    |
        | 2S    | 2H     | 4     | hostile     |
        | 4S    | 4H     | 8     | hostile     |
        | 5S    | 4H     | 9     | may_attack  |
        | 10S   | 5H     | 15    | may_attack  |
        | 10S   | 6H     | 16    | indifferent |
        | AS    | 9H     | 23    | indifferent |
        | AS    | 10H    | 24    | friendly    |
        | AS    | AH     | 28    | friendly    |

    Scenario Outline: The <joker> makes the creatures <reaction> whatever the other card
      Given the cards is <other> and <joker>
      When I call falchion.draw_reaction
      Then the result has:
        | joker    | <joker>    |
        | reaction | <reaction> |

      Examples:
        | joker          | other | reaction |
        | ONE-EYED-JOKER | AS    | hostile  |
        | JOKER          | 2C    | friendly |

    Scenario: Two eights make 16, the lowest total of the indifferent band
      Given the cards is 8S and 8H
      When I call falchion.draw_reaction
      Then the result has:
        | total    | 16          |
        | reaction | indifferent |

    Scenario: Two queens make 24, the lowest total of the friendly band
      Given the cards is QS and QD
      When I call falchion.draw_reaction
      Then the result has:
        | total    | 24       |
        | reaction | friendly |

  Rule: falchion.round.initiative

    Scenario: Drifters who pass AGI go first, creatures by rising HD, then drifters who failed
      Given the round is 3
      And these drifters:
        | name | agi | roll |
        | Dara | 14  | 3    |
        | Cato | 10  | 11   |
        | Bryn | 12  | 12   |
        | Ash  | 9   | 20   |
      And these creatures:
        | name   | hd |
        | Troll  | 6  |
        | Goblin | 1  |
        | Wolf   | 2  |
      When I call falchion.order_initiative
      Then the result has these order:
        | name   | side     | acts |
        | Cato   | drifter  | yes  |
        | Ash    | drifter  | yes  |
        | Goblin | creature | yes  |
        | Wolf   | creature | yes  |
        | Troll  | creature | yes  |
        | Dara   | drifter  | yes  |
        | Bryn   | drifter  | yes  |

    Scenario: A drifter rolling exactly its AGI fails and goes after the creatures, the lowest HD first
      Given the round is 2
      And these drifters:
        | name | agi | roll |
        | Finn | 7   | 7    |
        | Gil  | 5   | 6    |
      And these creatures:
        | name | hd |
        | Ogre | 4  |
        | Rat  | 2  |
      When I call falchion.order_initiative
      Then the result has these order:
        | name | side     | acts |
        | Gil  | drifter  | yes  |
        | Rat  | creature | yes  |
        | Ogre | creature | yes  |
        | Finn | drifter  | yes  |

    Scenario Outline: A drifter of AGI <agi> rolling <roll>, and a creature of <hd> HD, are accepted
      Given the round is 2
      And these drifters:
        | name | agi   | roll   |
        | Ash  | <agi> | <roll> |
      And these creatures:
        | name   | hd   |
        | Goblin | <hd> |
      When I call falchion.order_initiative
      Then the result has these order:
        | name    | acts |
        | <first> | yes  |
        | <last>  | yes  |

      Examples:
        | agi | roll | hd | first  | last   |
        | 18  | 1    | 0  | Goblin | Ash    |
        | 1   | 20   | 0  | Ash    | Goblin |

    Scenario: A drifter who rolls exactly its AGI of 11 waits for the goblin, while one who rolls 12 goes first
      Given the round is 2
      And these drifters:
        | name | agi | roll |
        | Ash  | 11  | 11   |
        | Bryn | 11  | 12   |
      And these creatures:
        | name   | hd |
        | Goblin | 1  |
      When I call falchion.order_initiative
      Then the result has these order:
        | name   | side     | acts |
        | Bryn   | drifter  | yes  |
        | Goblin | creature | yes  |
        | Ash    | drifter  | yes  |

  Rule: falchion.round.actions-per-turn

    Scenario Outline: A turn of <moves> move(s) and <actions> is allowed
      Given the turn:
        | moves   | <moves>   |
        | actions | <actions> |
      When I call falchion.plan_turn
      Then the result has:
        | slots used | <used> |
        | slots      | 2      |

      Examples:
        | moves | actions                | used |
        | 1     | melee_attack only      | 2    |
        | 2     | nothing                | 2    |
        | 0     | aim and ranged_attack  | 2    |
        | 0     | load and ranged_attack | 2    |

    Scenario Outline: A turn of <moves> move(s) and <actions> is refused
      Given the turn:
        | moves   | <moves>   |
        | actions | <actions> |
      When I call falchion.plan_turn
      Then it is refused by falchion.round.actions-per-turn

      Examples:
        | moves | actions                       |
        | 0     | melee_attack and melee_attack |
        | 2     | melee_attack only             |
        | 3     | nothing                       |
        | 1     | aim and ranged_attack         |
        | 0     | ranged_attack and melee_attack |

    Scenario: The Extra Action gambit allows a second action
      Given the turn:
        | moves        | 1                             |
        | actions      | melee_attack and melee_attack |
        | extra action | yes                           |
      When I call falchion.plan_turn
      Then the result has:
        | slots used | 3 |
        | slots      | 3 |

    Scenario: The Extra Action gambit lets a turn without moves aim, load and shoot
      Given the turn:
        | moves        | 0                             |
        | actions      | aim, load and ranged_attack   |
        | extra action | yes                           |
      When I call falchion.plan_turn
      Then the result has:
        | slots used | 3 |
        | slots      | 3 |

    Scenario: A grapple and a melee attack without a move are refused: two actions are not two moves
      Given the turn:
        | moves   | 0                         |
        | actions | grapple and melee_attack  |
      When I call falchion.plan_turn
      Then it is refused by falchion.round.actions-per-turn

    Scenario: The Extra Action gambit allows a second action, not a third in place of the move
      Given the turn:
        | moves        | 0                                           |
        | actions      | melee_attack, melee_attack and melee_attack |
        | extra action | yes                                         |
      When I call falchion.plan_turn
      Then it is refused by falchion.round.actions-per-turn

  Rule: falchion.round.morale-triggers

    Scenario Outline: A creature at <hp> of <max> HP has its morale checked
      Given the creature:
        | hp     | <hp>  |
        | max hp | <max> |
        | morale | 20    |
      And the cards is 2C and 3C
      When I call falchion.check_morale
      Then the result has:
        | triggers | below_half_hp only |

      Examples:
        | hp | max |
        | 3  | 7   |

    Scenario: A creature at 2 of 5 HP is below half of 2.5 and has its morale checked
      Given the creature:
        | hp     | 2  |
        | max hp | 5  |
        | morale | 20 |
      And the cards is 2C and 3C
      When I call falchion.check_morale
      Then the result has:
        | triggers | below_half_hp only |

    Scenario: A creature at 4 of 9 HP, below half of 4.5, draws 9 and 8 against Morale 16 and breaks
      Given the creature:
        | hp     | 4  |
        | max hp | 9  |
        | morale | 16 |
      And the cards is 9S and 8C
      When I call falchion.check_morale
      Then the result has:
        | triggers | below_half_hp only |
        | total    | 17                 |
        | broken   | yes                |

    Scenario Outline: A creature at <hp> of <max> HP and nothing else is not checked
      Given the creature:
        | hp     | <hp>  |
        | max hp | <max> |
        | morale | 20    |
      And the cards is 2C and 3C
      When I call falchion.check_morale
      Then it is refused by falchion.round.morale-triggers

      Examples:
        | hp | max |
        | 5  | 10  |
        | 4  | 7   |

    Scenario: A downed leader calls for a morale check
      Given the creature:
        | hp            | 10  |
        | max hp        | 10  |
        | morale        | 20  |
        | leader downed | yes |
      And the cards is 2C and 3C
      When I call falchion.check_morale
      Then the result has:
        | triggers | leader_downed only |

    Scenario: Three slain of five forces call for a morale check
      Given the creature:
        | hp           | 10 |
        | max hp       | 10 |
        | morale       | 20 |
        | forces       | 5  |
        | forces slain | 3  |
      And the cards is 2C and 3C
      When I call falchion.check_morale
      Then the result has:
        | triggers | half_forces_slain only |

    Scenario: Two of five forces slain is not yet half
      Given the creature:
        | hp           | 10 |
        | max hp       | 10 |
        | morale       | 20 |
        | forces       | 5  |
        | forces slain | 2  |
      And the cards is 2C and 3C
      When I call falchion.check_morale
      Then it is refused by falchion.round.morale-triggers

    Scenario: A creature with triggers but no cards drawn is an input error
      Given the creature:
        | hp     | 1  |
        | max hp | 10 |
        | morale | 20 |
      When I call falchion.check_morale
      Then it is an input error at cards

    Scenario: One of three forces slain is not yet half
      Given the creature:
        | hp           | 10 |
        | max hp       | 10 |
        | morale       | 20 |
        | forces       | 3  |
        | forces slain | 1  |
      And the cards is 2C and 3C
      When I call falchion.check_morale
      Then it is refused by falchion.round.morale-triggers

    Scenario: None of two forces slain is not yet half
      Given the creature:
        | hp           | 8  |
        | max hp       | 8  |
        | morale       | 15 |
        | forces       | 2  |
        | forces slain | 0  |
      And the cards is 4D and 9S
      When I call falchion.check_morale
      Then it is refused by falchion.round.morale-triggers

    Scenario: One slain of a force of one is half the forces, so morale is checked
      Given the creature:
        | hp           | 10 |
        | max hp       | 10 |
        | morale       | 20 |
        | forces       | 1  |
        | forces slain | 1  |
      And the cards is 2C and 3C
      When I call falchion.check_morale
      Then the result has:
        | triggers | half_forces_slain only |

    Scenario: A creature with no forces stated has none to lose, so one slain is an input error
      Given the creature:
        | hp           | 10 |
        | max hp       | 10 |
        | morale       | 20 |
        | forces slain | 1  |
      And the cards is 2C and 3C
      When I call falchion.check_morale
      Then it is an input error at creature.forces_slain

    Scenario: A creature at 0 of 1 HP, of Morale 0, with no forces slain of none, is checked for being below half
      Given the creature:
        | hp           | 0 |
        | max hp       | 1 |
        | morale       | 0 |
        | forces       | 0 |
        | forces slain | 0 |
      And the cards is 2C and 3C
      When I call falchion.check_morale
      Then the result has:
        | triggers | below_half_hp only |
        | broken   | yes                |

    Scenario: The last of a force of one slain calls for a morale check even at full HP and with the leader up
      Given the creature:
        | hp           | 6  |
        | max hp       | 6  |
        | morale       | 12 |
        | forces       | 1  |
        | forces slain | 1  |
      And the cards is KH and QH
      When I call falchion.check_morale
      Then the result has:
        | triggers | half_forces_slain only |

    Scenario: A creature below half HP with no forces stated, yet one of them slain, is an input error
      Given the creature:
        | hp           | 3 |
        | max hp       | 8 |
        | morale       | 7 |
        | forces slain | 1 |
      And the cards is 2C and 3C
      When I call falchion.check_morale
      Then it is an input error at creature.forces_slain

  Rule: falchion.round.morale

    Scenario Outline: A total of <total> against Morale <morale> with <cards> ends in <outcome>
      Given the creature:
        | hp     | 1        |
        | max hp | 10       |
        | morale | <morale> |
      And the cards is <cards>
      When I call falchion.check_morale
      Then the result has:
        | total   | <total>   |
        | broken  | <broken>  |
        | outcome | <outcome> |

      Examples:
        | cards     | total | morale | broken | outcome    |
        | KS and 4H | 17    | 16     | yes    | surrenders |
        | KH and 4S | 17    | 16     | yes    | flees      |
        | 2C and AD | 16    | 0      | yes    | flees      |

    Scenario: More slain than forces is an input error
      Given the creature:
        | hp           | 10 |
        | max hp       | 10 |
        | morale       | 9  |
        | forces       | 2  |
        | forces slain | 3  |
      When I call falchion.check_morale
      Then it is an input error at creature.forces_slain

    Scenario: A badly hurt creature whose 9 and 6 make exactly its Morale of 15 fights on
      Given the creature:
        | hp     | 2  |
        | max hp | 10 |
        | morale | 15 |
      And the cards is 9H and 6C
      When I call falchion.check_morale
      Then the result has:
        | total   | 15        |
        | broken  | no        |
        | outcome | fights_on |

    Scenario: A band that lost half its 6 and draws a King and a 4 against Morale 17 holds its ground
      Given the creature:
        | hp           | 10 |
        | max hp       | 10 |
        | morale       | 17 |
        | forces       | 6  |
        | forces slain | 3  |
      And the cards is KD and 4C
      When I call falchion.check_morale
      Then the result has:
        | triggers | half_forces_slain only |
        | total    | 17                     |
        | broken   | no                     |
