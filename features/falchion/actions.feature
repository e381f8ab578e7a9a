Feature: Falchion: battle actions
  The actions of a turn, in the rulebook's alphabetical order: aim, the melee and ranged
  attacks, block, dodge, the three grapple actions, hold, load, move and use item.

  Rule: falchion.actions.aim

    Scenario: Aiming makes a ranged attack 2 easier
      Given the check:
        | action       | ranged_attack |
        | dr           | 12            |
        | rolls        | 11 only       |
        | distance     | 11            |
        | weapon range | 60            |
        | aim          | yes           |
      When I call falchion.resolve_check
      Then the result has:
        | dr      | 10  |
        | success | yes |
      And the result has these modifiers:
        | source | dr |
        | aim    | -2 |

    Scenario: Aiming takes a ranged attack 40 feet away from DR 15 to 13
      Given the check:
        | action       | ranged_attack |
        | dr           | 15            |
        | rolls        | 14 only       |
        | distance     | 40            |
        | weapon range | 80            |
        | aim          | yes           |
      When I call falchion.resolve_check
      Then the result has:
        | dr      | 13  |
        | success | yes |

    Scenario: Aiming at a target 11 feet away takes a ranged attack from DR 14 to 12
      Given the check:
        | action       | ranged_attack |
        | dr           | 14            |
        | rolls        | 13 only       |
        | distance     | 11            |
        | weapon range | 30            |
        | aim          | yes           |
      When I call falchion.resolve_check
      Then the result has:
        | dr      | 12  |
        | success | yes |

    Scenario: A target 10 feet away is too close to aim at
      Given the check:
        | action       | ranged_attack |
        | dr           | 12            |
        | rolls        | 11 only       |
        | distance     | 10            |
        | weapon range | 60            |
        | aim          | yes           |
      When I call falchion.resolve_check
      Then it is refused by falchion.actions.aim

    Scenario: Aiming without a ranged attack in the same turn is refused
      Given the turn:
        | moves   | 1        |
        | actions | aim only |
      When I call falchion.plan_turn
      Then it is refused by falchion.actions.aim

  Rule: falchion.actions.melee-attack

    Scenario Outline: A melee attack rolling <roll> against DR 12 at 5 feet <what>
      Given the check:
        | action   | melee_attack |
        | dr       | 12           |
        | rolls    | <roll> only  |
        | distance | 5            |
      When I call falchion.resolve_check
      Then the result has:
        | success          | <success> |
        | counterattack by | <counter> |

      Examples:
        | roll | what                             | success | counter |
        | 12   | meets the target's counterattack | no      | target  |
        | 13   | hits with no counterattack       | yes     | none    |

    Scenario: A target 6 feet away is out of melee reach
      Given the check:
        | action   | melee_attack |
        | dr       | 12           |
        | rolls    | 13 only      |
        | distance | 6            |
      When I call falchion.resolve_check
      Then it is refused by falchion.actions.melee-attack

    Scenario: A melee attack at a target 6 feet away is refused even with Strong Melee
      Given the check:
        | action   | melee_attack      |
        | dr       | 8                 |
        | rolls    | 19 only           |
        | distance | 6                 |
        | gambits  | strong_melee only |
      When I call falchion.resolve_check
      Then it is refused by falchion.actions.melee-attack

    Scenario: A prone attacker against a prone target rolls one d20
      Given the check:
        | action       | melee_attack |
        | dr           | 12           |
        | rolls        | 13 only      |
        | distance     | 5            |
        | target prone | yes          |
        | roller prone | yes          |
      When I call falchion.resolve_check
      Then the result has:
        | advantage    | target_prone only |
        | disadvantage | roller_prone only |
        | mode         | normal            |

  Rule: falchion.actions.ranged-attack

    Scenario Outline: A ranged attack at <distance> feet with a <range> foot weapon is <state>
      Given the check:
        | action       | ranged_attack |
        | dr           | 12            |
        | rolls        | 8 only        |
        | distance     | <distance>    |
        | weapon range | <range>       |
      When I call falchion.resolve_check
      Then the result has:
        | success          | no   |
        | counterattack by | none |

      Examples:
        | distance | range | state        |
        | 60       | 60    | at the limit |

    Scenario: A target 1 foot past the weapon's range cannot be shot
      Given the check:
        | action       | ranged_attack |
        | dr           | 12            |
        | rolls        | 13 only       |
        | distance     | 61            |
        | weapon range | 60            |
      When I call falchion.resolve_check
      Then it is refused by falchion.actions.ranged-attack

    Scenario: A ranged attack at a prone target has advantage, a prone shooter no disadvantage
      Given the check:
        | action       | ranged_attack |
        | dr           | 12            |
        | rolls        | 5 and 15      |
        | distance     | 20            |
        | weapon range | 60            |
        | target prone | yes           |
        | roller prone | yes           |
      When I call falchion.resolve_check
      Then the result has:
        | mode    | advantage |
        | kept    | 15        |
        | success | yes       |

    Scenario: A ranged attack at 0 feet with a weapon of range 0 is within range
      Given the check:
        | action       | ranged_attack |
        | dr           | 10            |
        | rolls        | 12 only       |
        | distance     | 0             |
        | weapon range | 0             |
      When I call falchion.resolve_check
      Then the result has:
        | success | yes |

  Rule: falchion.actions.block

    Scenario: A successful block counterattacks, and the damage comes off the attacker
      Given the check:
        | action   | block   |
        | dr       | 11      |
        | rolls    | 14 only |
        | incoming | melee   |
      When I call falchion.resolve_check
      Then the result has:
        | success          | yes    |
        | counterattack by | roller |
        | takes hit        | no     |

    Scenario: A block rolled at 17 against DR 15 counterattacks and takes no hit
      Given the check:
        | action   | block   |
        | dr       | 15      |
        | rolls    | 17 only |
        | incoming | melee   |
      When I call falchion.resolve_check
      Then the result has:
        | success          | yes    |
        | counterattack by | roller |
        | takes hit        | no     |

    Scenario: A failed block takes the attack's damage
      Given the check:
        | action   | block   |
        | dr       | 11      |
        | rolls    | 11 only |
        | incoming | melee   |
      When I call falchion.resolve_check
      Then the result has:
        | success          | no   |
        | counterattack by | none |
        | takes hit        | yes  |

    Scenario: Blocking a ranged attack without a shield is refused
      Given the check:
        | action   | block   |
        | dr       | 11      |
        | rolls    | 14 only |
        | incoming | ranged  |
      When I call falchion.resolve_check
      Then it is refused by falchion.actions.block

    Scenario: A shield blocks a ranged attack
      Given the check:
        | action   | block   |
        | dr       | 11      |
        | rolls    | 14 only |
        | incoming | ranged  |
        | shield   | yes     |
      When I call falchion.resolve_check
      Then the result has:
        | success | yes |

    Scenario: Blocking an unarmed attack has advantage
      Given the check:
        | action   | block    |
        | dr       | 11       |
        | rolls    | 2 and 12 |
        | incoming | unarmed  |
      When I call falchion.resolve_check
      Then the result has:
        | advantage | unarmed_attack only |
        | kept      | 12                  |
        | success   | yes                 |

    Scenario: Blocking an unarmed attack of DR 14 keeps the better of 15 and 3
      Given the check:
        | action   | block    |
        | dr       | 14       |
        | rolls    | 15 and 3 |
        | incoming | unarmed  |
      When I call falchion.resolve_check
      Then the result has:
        | advantage | unarmed_attack only |
        | kept      | 15                  |
        | success   | yes                 |

  Rule: falchion.actions.dodge

    Scenario: A successful dodge counterattacks and moves 5 feet
      Given the check:
        | action | dodge   |
        | dr     | 13      |
        | rolls  | 16 only |
      When I call falchion.resolve_check
      Then the result has:
        | success          | yes    |
        | counterattack by | roller |
        | move feet        | 5      |
        | falls prone      | no     |

    Scenario: A dodge of 12 against DR 9 counterattacks and moves 5 feet
      Given the check:
        | action | dodge   |
        | dr     | 9       |
        | rolls  | 12 only |
      When I call falchion.resolve_check
      Then the result has:
        | success          | yes    |
        | counterattack by | roller |
        | move feet        | 5      |
        | falls prone      | no     |

    Scenario Outline: A further AGI roll of <roll> against AGI 13 moves 15 feet <how>
      Given the check:
        | action          | dodge   |
        | dr              | 13      |
        | rolls           | 16 only |
        | extra move roll | <roll>  |
      When I call falchion.resolve_check
      Then the result has:
        | move feet   | 15      |
        | falls prone | <prone> |

      Examples:
        | roll | how             | prone |
        | 14   | on its feet     | no    |
        | 13   | and falls prone | yes   |

    Scenario Outline: The further AGI roll of a dodge may come up <roll>
      Given the check:
        | action          | dodge   |
        | dr              | 13      |
        | rolls           | 16 only |
        | extra move roll | <roll>  |
      When I call falchion.resolve_check
      Then the result has:
        | success | yes |

      Examples:
        | roll |
        | 1    |
        | 20   |

  Rule: falchion.actions.grapple

    Scenario Outline: A <roller> grappler against a <target> target has a DR change of <change>
      Given the check:
        | action      | grapple  |
        | dr          | 12       |
        | rolls       | 12 only  |
        | roller size | <roller> |
        | target size | <target> |
      When I call falchion.resolve_check
      Then the result has:
        | dr      | <dr>      |
        | success | <success> |
      And the result has these modifiers:
        | source | dr       |
        | size   | <change> |

      Examples:
        | roller | target | change | dr | success |
        | medium | medium | 0      | 12 | no      |
        | large  | medium | -2     | 10 | yes     |
        | small  | medium | 2      | 14 | no      |
        | large  | small  | -4     | 8  | yes     |

  Rule: falchion.actions.grapple-attack

    Scenario: An attack on a grappled target has advantage and no counterattack on a miss
      Given the check:
        | action | grapple_attack |
        | dr     | 12             |
        | rolls  | 3 and 9        |
      When I call falchion.resolve_check
      Then the result has:
        | advantage        | grapple_attack only |
        | kept             | 9                   |
        | success          | no                  |
        | counterattack by | none                |

    Scenario: A grapple attack keeping a natural 20 is a crit
      Given the check:
        | action | grapple_attack |
        | dr     | 12             |
        | rolls  | 20 and 9       |
      When I call falchion.resolve_check
      Then the result has:
        | crit                | yes    |
        | maximized damage to | target |

  Rule: falchion.actions.break-free

    Scenario Outline: A <roller> creature breaking free of a <holder> grappler has DR <dr>
      Given the check:
        | action      | break_free |
        | dr          | 10         |
        | rolls       | 11 only    |
        | roller size | <roller>   |
        | target size | <holder>   |
      When I call falchion.resolve_check
      Then the result has:
        | dr      | <dr>      |
        | success | <success> |

      Examples:
        | roller | holder | dr | success |
        | small  | large  | 14 | no      |
        | large  | small  | 6  | yes     |

  Rule: falchion.actions.hold

    Scenario: Holding an action uses the turn's one action
      Given the turn:
        | moves   | 1                     |
        | actions | hold and melee_attack |
      When I call falchion.plan_turn
      Then it is refused by falchion.round.actions-per-turn

  Rule: falchion.actions.load

    Scenario: Loading twice and shooting is more than a turn holds
      Given the turn:
        | moves   | 0                            |
        | actions | load, load and ranged_attack |
      When I call falchion.plan_turn
      Then it is refused by falchion.round.actions-per-turn

  Rule: falchion.actions.move

    Scenario: Crawling costs double
      Given the move:
        | movement | 30  |
        | crawl    | 15  |
        | prone    | yes |
      When I call falchion.move
      Then the result has:
        | crawl cost | 30  |
        | left       | 0   |
        | prone      | yes |

    Scenario: Crawling 5 feet of a movement of 20 costs 10 and leaves 10
      Given the move:
        | movement | 20  |
        | crawl    | 5   |
        | prone    | yes |
      When I call falchion.move
      Then the result has:
        | crawl cost | 10  |
        | left       | 10  |
        | prone      | yes |

    Scenario: Standing up costs half the movement
      Given the move:
        | movement | 30  |
        | prone    | yes |
        | stand up | yes |
        | walk     | 15  |
      When I call falchion.move
      Then the result has:
        | stand up cost | 15 |
        | used          | 30 |
        | left          | 0  |
        | prone         | no |

    Scenario: Standing up and walking 16 feet is more than 30 feet of movement
      Given the move:
        | movement | 30  |
        | prone    | yes |
        | stand up | yes |
        | walk     | 16  |
      When I call falchion.move
      Then it is refused by falchion.actions.move

    Scenario: A creature not said to be prone walks its whole movement
      Given the move:
        | movement | 30 |
        | walk     | 30 |
      When I call falchion.move
      Then the result has:
        | used  | 30 |
        | left  | 0  |
        | prone | no |

    Scenario: A creature with no movement that neither walks nor crawls uses none
      Given the move:
        | movement | 0 |
        | crawl    | 0 |
        | walk     | 0 |
      When I call falchion.move
      Then the result has:
        | used | 0 |
        | left | 0 |

    Scenario: A creature not said to be prone walks 10 of its 25 feet
      Given the move:
        | movement | 25 |
        | walk     | 10 |
      When I call falchion.move
      Then the result has:
        | walk cost | 10 |
        | left      | 15 |
        | prone     | no |

  Rule: falchion.actions.use-item

    Scenario: Using an item is the turn's action
      Given the turn:
        | moves   | 1             |
        | actions | use_item only |
      When I call falchion.plan_turn
      Then the result has:
        | actions | 1 |
