Feature: Falchion: the battle round
  A round lasts 6 seconds and runs in seven steps: surprise, creature reaction, initiative,
  actions, their resolution, morale and the end of the round. Only steps 3 to 7 repeat.

  Rule: falchion.round.sequence

    Scenario: The first round runs all seven steps in order
      Given the round is 1
      When I call falchion.list_round_steps
      Then the result has:
        | steps   | ["check_surprise", "draw_reaction", "check_initiative", "determine_actions", "resolve_actions", "check_morale", "end_of_round"] |
        | seconds | 6 |

    Scenario: A later round starts again at initiative, without surprise or reaction
      Given the round is 2
      When I call falchion.list_round_steps
      Then the result has:
        | steps | ["check_initiative", "determine_actions", "resolve_actions", "check_morale", "end_of_round"] |

    Scenario: Surprise is not checked again in the second round
      Given the round is 2
      And the surprise:
        | drifters  | 1 |
        | creatures | 6 |
      And no drifters
      And no creatures
      When I call falchion.order_initiative
      Then it is refused by falchion.round.sequence

    Scenario: The steps of round 0 are an input error: rounds count from 1
      Given the round is 0
      When I call falchion.list_round_steps
      Then it is an input error at round

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
        | drifters_surprised  | <surprised> |
        | creatures_surprised | false       |
      And the result has these order:
        | name   | acts   |
        | Ash    | <acts> |
        | Goblin | true   |

      Examples:
        | d6 | state       | surprised | acts |
        | 3  | unsurprised | false     | true |

    Scenario Outline: A <action> against a surprised creature has advantage
      Given the check:
        | action           | <action> |
        | dr               | 12       |
        | rolls            | [4, 13]  |
        | <field>          | <value>  |
        | target_surprised | true     |
      When I call falchion.resolve_check
      Then the result has:
        | mode      | advantage            |
        | advantage | ["target_surprised"] |
        | kept      | 13                   |
        | success   | true                 |

      Examples:
        | action       | field    | value |
        | melee_attack | distance | 5     |
        | dodge        | dr       | 12    |

    Scenario Outline: A surprised creature's <action> has <mode>
      Given the check:
        | action           | <action> |
        | dr               | 12       |
        | rolls            | <rolls>  |
        | <field>          | <value>  |
        | roller_surprised | true     |
      When I call falchion.resolve_check
      Then the result has:
        | mode         | <mode>         |
        | disadvantage | <disadvantage> |
        | kept         | <kept>         |
        | success      | <success>      |

      Examples:
        | action       | rolls   | field    | value | mode         | disadvantage         | kept | success |
        | block        | [4, 13] | incoming | melee | disadvantage | ["roller_surprised"] | 4    | false   |
        | dodge        | [13, 4] | dr       | 12    | disadvantage | ["roller_surprised"] | 4    | false   |
        | melee_attack | [13]    | distance | 5     | normal       | []                   | 13   | true    |

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
        | drifters_surprised  | false |
        | creatures_surprised | true  |

    Scenario Outline: A surprise d6 of 7, or an AGI of 0, is an input error at <path>
      Given the round is 1
      And the surprise:
        | drifters  | <drifters>  |
        | creatures | <creatures> |
      And these drifters:
        | name | agi   | roll |
        | Ash  | <agi> | 15   |
      And these creatures:
        | name   | hd |
        | Goblin | 1  |
      When I call falchion.order_initiative
      Then it is an input error at <path>

      Examples:
        | drifters | creatures | agi | path               |
        | 7        | 3         | 10  | surprise.drifters  |
        | 3        | 7         | 10  | surprise.creatures |
        | 3        | 3         | 0   | drifters.0.agi     |

    Scenario Outline: A surprise d6 of 0 for the <side> is an input error
      Given the round is 1
      And the surprise:
        | drifters  | <drifters>  |
        | creatures | <creatures> |
      And these drifters:
        | name | agi | roll |
        | Ash  | 10  | 15   |
      And these creatures:
        | name   | hd |
        | Goblin | 1  |
      When I call falchion.order_initiative
      Then it is an input error at surprise.<side>

      Examples:
        | side      | drifters | creatures |
        | drifters  | 0        | 4         |
        | creatures | 4        | 0         |

  Rule: falchion.round.reaction

    Scenario Outline: A total of <total> means the creatures are <reaction>
      Given the cards is ["<first>", "<second>"]
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
      Given the cards is ["<other>", "<joker>"]
      When I call falchion.draw_reaction
      Then the result has:
        | joker    | <joker>    |
        | reaction | <reaction> |

      Examples:
        | joker          | other | reaction |
        | ONE-EYED-JOKER | AS    | hostile  |
        | JOKER          | 2C    | friendly |

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
        | Cato   | drifter  | true |
        | Ash    | drifter  | true |
        | Goblin | creature | true |
        | Wolf   | creature | true |
        | Troll  | creature | true |
        | Dara   | drifter  | true |
        | Bryn   | drifter  | true |

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

    Scenario Outline: A drifter's <field> of <value> is an input error
      Given the round is 2
      And these drifters:
        | name | agi   | roll   |
        | Ash  | <agi> | <roll> |
      And these creatures:
        | name   | hd   |
        | Goblin | <hd> |
      When I call falchion.order_initiative
      Then it is an input error at <path>

      Examples:
        | field   | value | agi | roll | hd | path               |
        | AGI     | 19    | 19  | 10   | 1  | drifters.0.agi     |
        | roll    | 0     | 10  | 0    | 1  | drifters.0.roll    |
        | roll    | 21    | 10  | 21   | 1  | drifters.0.roll    |
        | HD      | -1    | 10  | 10   | -1 | creatures.0.hd     |

    Scenario: Initiative for round 0 is an input error: rounds count from 1
      Given the round is 0
      And these drifters:
        | name | agi | roll |
        | Ash  | 10  | 10   |
      And these creatures:
        | name   | hd |
        | Goblin | 1  |
      When I call falchion.order_initiative
      Then it is an input error at round

  Rule: falchion.round.actions-per-turn

    Scenario Outline: A turn of <moves> move(s) and <actions> is allowed
      Given the turn:
        | moves   | <moves>   |
        | actions | <actions> |
      When I call falchion.plan_turn
      Then the result has:
        | slots_used | <used> |
        | slots      | 2      |

      Examples:
        | moves | actions                   | used |
        | 1     | ["melee_attack"]          | 2    |
        | 2     | []                        | 2    |
        | 0     | ["aim", "ranged_attack"]  | 2    |
        | 0     | ["load", "ranged_attack"] | 2    |

    Scenario Outline: A turn of <moves> move(s) and <actions> is refused
      Given the turn:
        | moves   | <moves>   |
        | actions | <actions> |
      When I call falchion.plan_turn
      Then it is refused by falchion.round.actions-per-turn

      Examples:
        | moves | actions                          |
        | 0     | ["melee_attack", "melee_attack"] |
        | 2     | ["melee_attack"]                 |
        | 3     | []                               |
        | 1     | ["aim", "ranged_attack"]         |

    Scenario: The Extra Action gambit allows a second action
      Given the turn:
        | moves        | 1                                |
        | actions      | ["melee_attack", "melee_attack"] |
        | extra_action | true                             |
      When I call falchion.plan_turn
      Then the result has:
        | slots_used | 3 |
        | slots      | 3 |

    Scenario: A turn of -1 moves is an input error
      Given the turn:
        | moves | -1 |
      When I call falchion.plan_turn
      Then it is an input error at turn.moves

  Rule: falchion.round.morale-triggers

    Scenario Outline: A creature at <hp> of <max> HP has its morale checked
      Given the creature:
        | hp     | <hp>  |
        | max_hp | <max> |
        | morale | 20    |
      And the cards is ["2C", "3C"]
      When I call falchion.check_morale
      Then the result has:
        | triggers | ["below_half_hp"] |

      Examples:
        | hp | max |
        | 3  | 7   |

    Scenario Outline: A creature at <hp> of <max> HP and nothing else is not checked
      Given the creature:
        | hp     | <hp>  |
        | max_hp | <max> |
        | morale | 20    |
      And the cards is ["2C", "3C"]
      When I call falchion.check_morale
      Then it is refused by falchion.round.morale-triggers

      Examples:
        | hp | max |
        | 5  | 10  |
        | 4  | 7   |

    Scenario: A downed leader calls for a morale check
      Given the creature:
        | hp            | 10   |
        | max_hp        | 10   |
        | morale        | 20   |
        | leader_downed | true |
      And the cards is ["2C", "3C"]
      When I call falchion.check_morale
      Then the result has:
        | triggers | ["leader_downed"] |

    Scenario: Three slain of five forces call for a morale check
      Given the creature:
        | hp           | 10 |
        | max_hp       | 10 |
        | morale       | 20 |
        | forces       | 5  |
        | forces_slain | 3  |
      And the cards is ["2C", "3C"]
      When I call falchion.check_morale
      Then the result has:
        | triggers | ["half_forces_slain"] |

    Scenario: Two of five forces slain is not yet half
      Given the creature:
        | hp           | 10 |
        | max_hp       | 10 |
        | morale       | 20 |
        | forces       | 5  |
        | forces_slain | 2  |
      And the cards is ["2C", "3C"]
      When I call falchion.check_morale
      Then it is refused by falchion.round.morale-triggers

    Scenario: A creature with triggers but no cards drawn is an input error
      Given the creature:
        | hp     | 1  |
        | max_hp | 10 |
        | morale | 20 |
      When I call falchion.check_morale
      Then it is an input error at cards

    Scenario: One of three forces slain is not yet half
      Given the creature:
        | hp           | 10 |
        | max_hp       | 10 |
        | morale       | 20 |
        | forces       | 3  |
        | forces_slain | 1  |
      And the cards is ["2C", "3C"]
      When I call falchion.check_morale
      Then it is refused by falchion.round.morale-triggers

    Scenario: One slain of a force of one is half the forces, so morale is checked
      Given the creature:
        | hp           | 10 |
        | max hp       | 10 |
        | morale       | 20 |
        | forces       | 1  |
        | forces slain | 1  |
      And the cards is ["2C", "3C"]
      When I call falchion.check_morale
      Then the result has:
        | triggers | ["half_forces_slain"] |

    Scenario: A creature with no forces stated has none to lose, so one slain is an input error
      Given the creature:
        | hp           | 10 |
        | max hp       | 10 |
        | morale       | 20 |
        | forces slain | 1  |
      And the cards is ["2C", "3C"]
      When I call falchion.check_morale
      Then it is an input error at creature.forces_slain

    Scenario: A creature at 0 of 1 HP, of Morale 0, with no forces slain of none, is checked for being below half
      Given the creature:
        | hp           | 0 |
        | max hp       | 1 |
        | morale       | 0 |
        | forces       | 0 |
        | forces slain | 0 |
      And the cards is ["2C", "3C"]
      When I call falchion.check_morale
      Then the result has:
        | triggers | ["below_half_hp"] |
        | broken   | yes               |

    Scenario Outline: A creature's <field> of <value> is an input error
      Given the creature:
        | hp           | 5  |
        | max hp       | 10 |
        | morale       | 9  |
        | forces       | 4  |
        | forces slain | 1  |
        | <field>      | <value> |
      And the cards is ["2C", "3C"]
      When I call falchion.check_morale
      Then it is an input error at creature.<path>

      Examples:
        | field        | value | path         |
        | hp           | -1    | hp           |
        | max hp       | 0     | max_hp       |
        | morale       | -1    | morale       |
        | forces       | -1    | forces       |
        | forces slain | -1    | forces_slain |

    Scenario: The last of a force of one slain calls for a morale check even at full HP and with the leader up
      Given the creature:
        | hp           | 6  |
        | max hp       | 6  |
        | morale       | 12 |
        | forces       | 1  |
        | forces slain | 1  |
      And the cards is ["KH", "QH"]
      When I call falchion.check_morale
      Then the result has:
        | triggers | ["half_forces_slain"] |

    Scenario: A creature below half HP with no forces stated, yet one of them slain, is an input error
      Given the creature:
        | hp           | 3 |
        | max hp       | 8 |
        | morale       | 7 |
        | forces slain | 1 |
      And the cards is ["2C", "3C"]
      When I call falchion.check_morale
      Then it is an input error at creature.forces_slain

  Rule: falchion.round.morale

    Scenario Outline: A total of <total> against Morale <morale> with <cards> ends in <outcome>
      Given the creature:
        | hp     | 1        |
        | max_hp | 10       |
        | morale | <morale> |
      And the cards is <cards>
      When I call falchion.check_morale
      Then the result has:
        | total   | <total>   |
        | broken  | <broken>  |
        | outcome | <outcome> |

      Examples:
        | cards        | total | morale | broken | outcome    |
        | ["KS", "4H"] | 17    | 16     | true   | surrenders |
        | ["KH", "4S"] | 17    | 16     | true   | flees      |
        | ["2C", "AD"] | 16    | 0      | true   | flees      |

    Scenario: More slain than forces is an input error
      Given the creature:
        | hp           | 10 |
        | max_hp       | 10 |
        | morale       | 9  |
        | forces       | 2  |
        | forces_slain | 3  |
      When I call falchion.check_morale
      Then it is an input error at creature.forces_slain
