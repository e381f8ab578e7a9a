Feature: Falchion: battle actions
  The actions of a turn, in the rulebook's alphabetical order: aim, the melee and ranged
  attacks, block, dodge, the three grapple actions, hold, load, move and use item.

  Rule: falchion.actions.aim

    Scenario: Aiming makes a ranged attack 2 easier
      Given the check:
        | action       | ranged_attack |
        | dr           | 12            |
        | rolls        | [11]          |
        | distance     | 11            |
        | weapon_range | 60            |
        | aim          | true          |
      When I call falchion.resolve_check
      Then the result has:
        | modifiers | [{"source": "aim", "dr": -2}] |
        | dr        | 10                            |
        | success   | true                          |

    Scenario: A target 10 feet away is too close to aim at
      Given the check:
        | action       | ranged_attack |
        | dr           | 12            |
        | rolls        | [11]          |
        | distance     | 10            |
        | weapon_range | 60            |
        | aim          | true          |
      When I call falchion.resolve_check
      Then it is refused by falchion.actions.aim

    Scenario: A melee attack cannot be aimed
      Given the check:
        | action   | melee_attack |
        | dr       | 12           |
        | rolls    | [11]         |
        | distance | 5            |
        | aim      | true         |
      When I call falchion.resolve_check
      Then it is refused by falchion.actions.aim

    Scenario: Aiming without a ranged attack in the same turn is refused
      Given the turn:
        | moves   | 1       |
        | actions | ["aim"] |
      When I call falchion.plan_turn
      Then it is refused by falchion.actions.aim

  Rule: falchion.actions.melee-attack

    Scenario Outline: A melee attack rolling <roll> against DR 12 at 5 feet <what>
      Given the check:
        | action   | melee_attack |
        | dr       | 12           |
        | rolls    | [<roll>]     |
        | distance | 5            |
      When I call falchion.resolve_check
      Then the result has:
        | success          | <success> |
        | counterattack_by | <counter> |

      Examples:
        | roll | what                             | success | counter |
        | 12   | meets the target's counterattack | false   | target  |
        | 13   | hits with no counterattack       | true    | null    |

    Scenario: A target 6 feet away is out of melee reach
      Given the check:
        | action   | melee_attack |
        | dr       | 12           |
        | rolls    | [13]         |
        | distance | 6            |
      When I call falchion.resolve_check
      Then it is refused by falchion.actions.melee-attack

    Scenario: A prone attacker against a prone target rolls one d20
      Given the check:
        | action       | melee_attack |
        | dr           | 12           |
        | rolls        | [13]         |
        | distance     | 5            |
        | target_prone | true         |
        | roller_prone | true         |
      When I call falchion.resolve_check
      Then the result has:
        | advantage    | ["target_prone"] |
        | disadvantage | ["roller_prone"] |
        | mode         | normal           |

  Rule: falchion.actions.ranged-attack

    Scenario Outline: A ranged attack at <distance> feet with a <range> foot weapon is <state>
      Given the check:
        | action       | ranged_attack |
        | dr           | 12            |
        | rolls        | [8]           |
        | distance     | <distance>    |
        | weapon_range | <range>       |
      When I call falchion.resolve_check
      Then the result has:
        | success          | false |
        | counterattack_by | null  |

      Examples:
        | distance | range | state        |
        | 60       | 60    | at the limit |

    Scenario: A target 1 foot past the weapon's range cannot be shot
      Given the check:
        | action       | ranged_attack |
        | dr           | 12            |
        | rolls        | [13]          |
        | distance     | 61            |
        | weapon_range | 60            |
      When I call falchion.resolve_check
      Then it is refused by falchion.actions.ranged-attack

    Scenario: A ranged attack at a prone target has advantage, a prone shooter no disadvantage
      Given the check:
        | action       | ranged_attack |
        | dr           | 12            |
        | rolls        | [5, 15]       |
        | distance     | 20            |
        | weapon_range | 60            |
        | target_prone | true          |
        | roller_prone | true          |
      When I call falchion.resolve_check
      Then the result has:
        | mode    | advantage |
        | kept    | 15        |
        | success | true      |

    Scenario: A ranged attack at 0 feet with a weapon of range 0 is within range
      Given the check:
        | action       | ranged_attack |
        | dr           | 10            |
        | rolls        | [12]          |
        | distance     | 0             |
        | weapon range | 0             |
      When I call falchion.resolve_check
      Then the result has:
        | success | yes |

    Scenario Outline: A ranged attack with a <field> of -1 is an input error
      Given the check:
        | action       | ranged_attack |
        | dr           | 10            |
        | rolls        | [12]          |
        | distance     | 0             |
        | weapon range | 0             |
        | <field>      | -1            |
      When I call falchion.resolve_check
      Then it is an input error at check.<path>

      Examples:
        | field        | path         |
        | distance     | distance     |
        | weapon range | weapon_range |

  Rule: falchion.actions.block

    Scenario: A successful block counterattacks, and the damage comes off the attacker
      Given the check:
        | action   | block |
        | dr       | 11    |
        | rolls    | [14]  |
        | incoming | melee |
      When I call falchion.resolve_check
      Then the result has:
        | success          | true   |
        | counterattack_by | roller |
        | takes_hit        | false  |

    Scenario: A failed block takes the attack's damage
      Given the check:
        | action   | block |
        | dr       | 11    |
        | rolls    | [11]  |
        | incoming | melee |
      When I call falchion.resolve_check
      Then the result has:
        | success          | false |
        | counterattack_by | null  |
        | takes_hit        | true  |

    Scenario: Blocking a ranged attack without a shield is refused
      Given the check:
        | action   | block  |
        | dr       | 11     |
        | rolls    | [14]   |
        | incoming | ranged |
      When I call falchion.resolve_check
      Then it is refused by falchion.actions.block

    Scenario: A shield blocks a ranged attack
      Given the check:
        | action   | block  |
        | dr       | 11     |
        | rolls    | [14]   |
        | incoming | ranged |
        | shield   | true   |
      When I call falchion.resolve_check
      Then the result has:
        | success | true |

    Scenario: Blocking an unarmed attack has advantage
      Given the check:
        | action   | block   |
        | dr       | 11      |
        | rolls    | [2, 12] |
        | incoming | unarmed |
      When I call falchion.resolve_check
      Then the result has:
        | advantage | ["unarmed_attack"] |
        | kept      | 12                 |
        | success   | true               |

  Rule: falchion.actions.dodge

    Scenario: A successful dodge counterattacks and moves 5 feet
      Given the check:
        | action | dodge |
        | dr     | 13    |
        | rolls  | [16]  |
      When I call falchion.resolve_check
      Then the result has:
        | success          | true   |
        | counterattack_by | roller |
        | move_feet        | 5      |
        | falls_prone      | false  |

    Scenario Outline: A further AGI roll of <roll> against AGI 13 moves 15 feet <how>
      Given the check:
        | action          | dodge  |
        | dr              | 13     |
        | rolls           | [16]   |
        | extra_move_roll | <roll> |
      When I call falchion.resolve_check
      Then the result has:
        | move_feet   | 15      |
        | falls_prone | <prone> |

      Examples:
        | roll | how             | prone |
        | 14   | on its feet     | false |
        | 13   | and falls prone | true  |

    Scenario Outline: The further AGI roll of a dodge may come up <roll>
      Given the check:
        | action          | dodge  |
        | dr              | 13     |
        | rolls           | [16]   |
        | extra move roll | <roll> |
      When I call falchion.resolve_check
      Then the result has:
        | success | yes |

      Examples:
        | roll |
        | 1    |
        | 20   |

    Scenario Outline: A further AGI roll of <roll> for a dodge is an input error
      Given the check:
        | action          | dodge  |
        | dr              | 13     |
        | rolls           | [16]   |
        | extra move roll | <roll> |
      When I call falchion.resolve_check
      Then it is an input error at check.extra_move_roll

      Examples:
        | roll |
        | 0    |
        | 21   |

  Rule: falchion.actions.grapple

    Scenario Outline: A <roller> grappler against a <target> target has a DR change of <change>
      Given the check:
        | action      | grapple  |
        | dr          | 12       |
        | rolls       | [12]     |
        | roller_size | <roller> |
        | target_size | <target> |
      When I call falchion.resolve_check
      Then the result has:
        | modifiers | [{"source": "size", "dr": <change>}] |
        | dr        | <dr>                                 |
        | success   | <success>                            |

      Examples:
        | roller | target | change | dr | success |
        | medium | medium | 0      | 12 | false   |
        | large  | medium | -2     | 10 | true    |
        | small  | medium | 2      | 14 | false   |
        | large  | small  | -4     | 8  | true    |

  Rule: falchion.actions.grapple-attack

    Scenario: An attack on a grappled target has advantage and no counterattack on a miss
      Given the check:
        | action | grapple_attack |
        | dr     | 12             |
        | rolls  | [3, 9]         |
      When I call falchion.resolve_check
      Then the result has:
        | advantage        | ["grapple_attack"] |
        | kept             | 9                  |
        | success          | false              |
        | counterattack_by | null               |

    Scenario: A grapple attack keeping a natural 20 is a crit
      Given the check:
        | action | grapple_attack |
        | dr     | 12             |
        | rolls  | [20, 9]        |
      When I call falchion.resolve_check
      Then the result has:
        | crit                | true   |
        | maximized_damage_to | target |

  Rule: falchion.actions.break-free

    Scenario Outline: A <roller> creature breaking free of a <holder> grappler has DR <dr>
      Given the check:
        | action      | break_free |
        | dr          | 10         |
        | rolls       | [11]       |
        | roller_size | <roller>   |
        | target_size | <holder>   |
      When I call falchion.resolve_check
      Then the result has:
        | dr      | <dr>      |
        | success | <success> |

      Examples:
        | roller | holder | dr | success |
        | small  | large  | 14 | false   |
        | large  | small  | 6  | true    |

  Rule: falchion.actions.hold

    Scenario: Holding an action uses the turn's one action
      Given the turn:
        | moves   | 1                        |
        | actions | ["hold", "melee_attack"] |
      When I call falchion.plan_turn
      Then it is refused by falchion.round.actions-per-turn

  Rule: falchion.actions.load

    Scenario: Loading twice and shooting is more than a turn holds
      Given the turn:
        | moves   | 0                                 |
        | actions | ["load", "load", "ranged_attack"] |
      When I call falchion.plan_turn
      Then it is refused by falchion.round.actions-per-turn

  Rule: falchion.actions.move

    Scenario: Crawling costs double
      Given the move:
        | movement | 30   |
        | crawl    | 15   |
        | prone    | true |
      When I call falchion.move
      Then the result has:
        | crawl_cost | 30   |
        | left       | 0    |
        | prone      | true |

    Scenario: Standing up costs half the movement
      Given the move:
        | movement | 30   |
        | prone    | true |
        | stand_up | true |
        | walk     | 15   |
      When I call falchion.move
      Then the result has:
        | stand_up_cost | 15    |
        | used          | 30    |
        | left          | 0     |
        | prone         | false |

    Scenario: Standing up and walking 16 feet is more than 30 feet of movement
      Given the move:
        | movement | 30   |
        | prone    | true |
        | stand_up | true |
        | walk     | 16   |
      When I call falchion.move
      Then it is refused by falchion.actions.move

    Scenario: A prone creature cannot walk without standing up
      Given the move:
        | movement | 30   |
        | prone    | true |
        | walk     | 5    |
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

    Scenario Outline: A move with <field> -1 is an input error
      Given the move:
        | movement | 30 |
        | <field>  | -1 |
      When I call falchion.move
      Then it is an input error at move.<field>

      Examples:
        | field    |
        | movement |
        | walk     |
        | crawl    |

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
        | moves   | 1            |
        | actions | ["use_item"] |
      When I call falchion.plan_turn
      Then the result has:
        | actions | 1 |
