Feature: Well-formed requests
  What a well-formed request to an Awoudan engine holds. A malformed request is an input
  error that names the field at fault by its path; it is never a crash.

  Rule: awoudan.request.required-fields

    Scenario: A free action without a name is an input error
      Given the character:
        | endurance | 2 |
        | sta       | 8 |
      And these actions:
        | action |
        | free   |
      When I call awoudan.take_actions
      Then it is an input error at actions.0.name

    Scenario: A bull rush without the target's STR is an input error
      Given the ability is 3
      And the roll is 5
      And the purpose is bull_rush
      When I call awoudan.make_check
      Then it is an input error at opponent

    Scenario: A blast without a facing is an input error
      Given the area:
        | pattern | blast |
        | rating  | 1     |
        | origin  | f6    |
      When I call awoudan.compute_area
      Then it is an input error at area.facing

    Scenario: A burst without a target square is an input error
      Given the area:
        | pattern | burst |
        | rating  | 1     |
        | origin  | f6    |
        | range   | 4     |
      When I call awoudan.compute_area
      Then it is an input error at area.target

    Scenario: Advantage without the second d12 is an input error
      Given the ability is 1
      And the roll is 3
      And the edge is advantage
      When I call awoudan.make_check
      Then it is an input error at second_roll

    Scenario: Help that does not say where the ally stands is an input error
      Given the character:
        | endurance | 2 |
        | sta       | 0 |
      And these actions:
        | action | square |
        | help   | e5     |
      When I call awoudan.take_actions
      Then it is an input error at actions.0.ally_square

    Scenario: A broken will without the table roll is an input error
      Given the character:
        | hea | 9 |
        | sta | 9 |
        | wil | 3 |
      And the damage:
        | stat   | wil |
        | amount | 3   |
      When I call awoudan.apply_damage
      Then it is an input error at broken_will_roll

    Scenario: Regenerating without the d4 is an input error
      Given the character:
        | sta     | 5  |
        | wil     | 5  |
        | max sta | 12 |
        | max wil | 5  |
      When I call awoudan.end_turn
      Then it is an input error at rolls.stamina

    Scenario: A throw without the distance is an input error
      Given the attack:
        | kind   | melee  |
        | die    | 8      |
        | rolls  | 7 only |
        | thrown | yes    |
      When I call awoudan.resolve_attack
      Then it is an input error at attack.distance

  Rule: awoudan.request.known-values

    Scenario Outline: A blast facing <facing> is an input error
      Given the area:
        | pattern | blast    |
        | rating  | 1        |
        | origin  | f6       |
        | facing  | <facing> |
      When I call awoudan.compute_area
      Then it is an input error at area.facing

      Examples:
        | facing |
        | north  |
        | NNE    |

    Scenario: A die of seven sides is an input error
      Given the attack:
        | kind  | melee  |
        | die   | 7      |
        | rolls | 3 only |
      And the defender:
        | defense | 0 |
      When I call awoudan.resolve_attack
      Then it is an input error at attack.die

    Scenario: An unknown stat is an input error
      Given the attack:
        | kind   | melee  |
        | die    | 6      |
        | rolls  | 6 only |
        | target | luck   |
      And the defender:
        | sta | 10 |
      When I call awoudan.resolve_attack
      Then it is an input error at attack.target

    Scenario: An unknown condition is an input error
      Given the condition is sleepy
      And the roll is 7
      When I call awoudan.make_save
      Then it is an input error at condition

    Scenario: An attacker naming no figure on the map is an input error
      Given the attacker is Ilse
      And the target is Orc
      And these figures:
        | name | square | side     |
        | Ilse | a1     | paladins |
        | Ogre | e1     | raiders  |
      When I call awoudan.check_cover
      Then it is an input error at target

  Rule: awoudan.request.in-range

    Scenario Outline: A blast of rating <rating> is an input error
      Given the area:
        | pattern | blast    |
        | rating  | <rating> |
        | origin  | f6       |
        | facing  | N        |
      When I call awoudan.compute_area
      Then it is an input error at area.rating

      Examples:
        | rating |
        | 0      |
        | -1     |
        | 27     |

    Scenario: A negative DEF is an input error
      Given the attack:
        | kind  | ranged |
        | die   | 8      |
        | rolls | 8 only |
      And the defender:
        | defense | -4 |
      When I call awoudan.resolve_attack
      Then it is an input error at defender.defense

    Scenario: A negative bleeding rating is an input error
      Given the character:
        | hea        | 5             |
        | conditions | bleeding only |
        | bleeding   | -1            |
      When I call awoudan.start_turn
      Then it is an input error at character.bleeding

    Scenario: A check roll of 0 is an input error
      Given the ability is 2
      And the roll is 0
      When I call awoudan.make_check
      Then it is an input error at roll

    Scenario: A perception roll of 7 is an input error
      Given the attack:
        | kind  | ranged |
        | die   | 8      |
        | rolls | 6 only |
      And the situation:
        | invisible              | yes |
        | unseen.perception roll | 7   |
      And the defender:
        | dexterity | 3 |
      When I call awoudan.resolve_attack
      Then it is an input error at situation.unseen.perception_roll

    Scenario: A dodge roll of 7 is an input error
      Given the attack:
        | kind  | melee  |
        | die   | 8      |
        | rolls | 7 only |
      And the defender:
        | sta | 9 |
      And the reaction:
        | kind | dodge |
        | roll | 7     |
      When I call awoudan.resolve_attack
      Then it is an input error at reaction.roll

    Scenario: Concentrating on an effect of rating 0 is an input error
      Given the character:
        | endurance | 2  |
        | sta       | 20 |
        | wil       | 5  |
      And these actions:
        | action      | rating |
        | concentrate | 0      |
      When I call awoudan.take_actions
      Then it is an input error at actions.0.rating

    Scenario Outline: A charge of <count> -1 is an input error
      Given the attack:
        | kind                    | melee  |
        | die                     | 6      |
        | rolls                   | 4 only |
        | charge.squares moved    | 3      |
        | charge.straight squares | 3      |
        | charge.target in line   | yes    |
        | charge.<count>          | -1     |
      When I call awoudan.resolve_attack
      Then it is an input error at attack.charge.<path>

      Examples:
        | count            | path             |
        | squares moved    | squares_moved    |
        | straight squares | straight_squares |

    Scenario: A weapon range of -1 is an input error
      Given the area:
        | pattern | burst |
        | rating  | 1     |
        | origin  | f6    |
        | target  | f6    |
        | range   | -1    |
      When I call awoudan.compute_area
      Then it is an input error at area.range

    Scenario Outline: A map of <columns> columns and <rows> rows is an input error at board.<dimension>
      Given the area:
        | pattern | close_burst |
        | rating  | 1           |
        | origin  | a1          |
      And the board:
        | columns | <columns> |
        | rows    | <rows>    |
      When I call awoudan.compute_area
      Then it is an input error at board.<dimension>

      Examples:
        | columns | rows | dimension |
        | 0       | 6    | columns   |
        | 27      | 6    | columns   |
        | 6       | 0    | rows      |
        | 6       | 100  | rows      |

    Scenario Outline: A defender's <defence> of -1 is an input error
      Given the attack:
        | kind   | spell  |
        | target | sta    |
        | die    | 6      |
        | rolls  | 4 only |
      And the defender:
        | <defence> | -1 |
      When I call awoudan.resolve_attack
      Then it is an input error at defender.<defence>

      Examples:
        | defence |
        | defense |
        | focus   |

    Scenario: An ability dealing -1 damage is an input error
      Given the attack:
        | kind   | spell |
        | target | wil   |
        | deals  | -1    |
      When I call awoudan.resolve_attack
      Then it is an input error at attack.deals

    Scenario: An ability dealing damage with an empty list of attack rolls is an input error at the rolls
      Given the attack:
        | kind   | spell |
        | target | wil   |
        | deals  | 5     |
        | rolls  | []    |
      When I call awoudan.resolve_attack
      Then it is an input error at attack.rolls

    Scenario: Burning of rating -1 is an input error
      Given the character:
        | hea        | 5            |
        | conditions | burning only |
        | burning    | -1           |
      When I call awoudan.start_turn
      Then it is an input error at character.burning

    Scenario: A negative amount of damage is an input error
      Given the character:
        | hea | 9 |
        | sta | 9 |
        | wil | 9 |
      And the damage:
        | stat   | hea |
        | amount | -1  |
      When I call awoudan.apply_damage
      Then it is an input error at damage.amount

    Scenario Outline: Healing <amount> with a maximum of <maximum> is an input error at <path>
      Given the character:
        | hea | 0 |
        | sta | 0 |
        | wil | 0 |
      And the healing:
        | stat   | hea      |
        | amount | <amount> |
      And the maximum is <maximum>
      When I call awoudan.heal
      Then it is an input error at <path>

      Examples:
        | amount | maximum | path           |
        | -1     | 1       | healing.amount |
        | 1      | 0       | maximum        |

    Scenario Outline: Figures on a map of <columns> columns and <rows> rows are an input error at board.<dimension>
      Given these figures:
        | name | square | side     |
        | Ilse | e5     | paladins |
        | Orc  | d5     | raiders  |
      And the board:
        | columns | <columns> |
        | rows    | <rows>    |
      When I call awoudan.find_flanks
      Then it is an input error at board.<dimension>

      Examples:
        | columns | rows | dimension |
        | 27      | 10   | columns   |
        | 10      | 100  | rows      |

    Scenario Outline: A <what> of -1 is an input error
      Given the character:
        | speed | <speed> |
      And the mode is run
      And the squares is <squares>
      When I call awoudan.move
      Then it is an input error at <path>

      Examples:
        | what  | speed | squares | path            |
        | speed | -1    | 0       | character.speed |
        | move  | 5     | -1      | squares         |

    Scenario: Damage taken of -1 before a concentration check is an input error
      Given the purpose is concentration
      And the ability is 2
      And the roll is 9
      And the damage taken is -1
      When I call awoudan.make_check
      Then it is an input error at damage_taken

    Scenario Outline: A <limit> of -1 is an input error
      Given the character:
        | sta     | 0  |
        | wil     | 0  |
        | max sta | 5  |
        | max wil | 5  |
        | <limit> | -1 |
      And the spent sta is yes
      And the spent wil is yes
      When I call awoudan.end_turn
      Then it is an input error at character.<path>

      Examples:
        | limit     | path      |
        | max sta   | max_sta   |
        | max wil   | max_wil   |
        | exhausted | exhausted |

    Scenario Outline: A structure's <what> of -1 is an input error
      Given the structure:
        | sth     | <sth>     |
        | carried | <carried> |
      And these hits:
        | stat | amount   |
        | hea  | <amount> |
      When I call awoudan.damage_structure
      Then it is an input error at <path>

      Examples:
        | what    | sth | carried | amount | path              |
        | STH     | -1  | 0       | 1      | structure.sth     |
        | carried | 3   | -1      | 1      | structure.carried |
        | hit     | 3   | 0       | -1     | hits.0.amount     |

    Scenario: A throw distance of -1 is an input error
      Given the attack:
        | kind     | melee  |
        | die      | 8      |
        | rolls    | 6 only |
        | thrown   | yes    |
        | distance | -1     |
      When I call awoudan.resolve_attack
      Then it is an input error at attack.distance

    Scenario: A parry staking 0 STA in an attack is an input error
      Given the attack:
        | kind  | melee  |
        | die   | 4      |
        | rolls | 1 only |
      And the defender:
        | sta          | 5   |
        | parry weapon | yes |
      And the reaction:
        | kind | parry |
        | sta  | 0     |
      When I call awoudan.resolve_attack
      Then it is an input error at reaction.sta

    Scenario: A shield spending -1 STA is an input error
      Given the character:
        | endurance | 2  |
        | sta       | 20 |
      And these actions:
        | action | when       | sta |
        | shield | other_turn | -1  |
      When I call awoudan.take_actions
      Then it is an input error at actions.0.sta

    Scenario: Ordering the turns of round 0 is an input error: rounds count from 1
      Given the round is 0
      And these combatants:
        | name | side    | dexterity | initiative roll |
        | Ilse | players | 0         | 5               |
      When I call awoudan.order_round
      Then it is an input error at round

    Scenario Outline: A <roll> as the <die> rolled when WIL breaks is an input error naming it
      Given the character:
        | hea | 9 |
        | sta | 9 |
        | wil | 2 |
      And the damage:
        | stat   | wil |
        | amount | 2   |
      And the broken will roll is <broken>
      And the will recovery roll is <recovery>
      When I call awoudan.apply_damage
      Then it is an input error at <die>

      Examples:
        | roll | broken | recovery | die                |
        | 0    | 0      | 3        | broken_will_roll   |
        | 7    | 7      | 3        | broken_will_roll   |
        | 0    | 3      | 0        | will_recovery_roll |
        | 7    | 3      | 7        | will_recovery_roll |

    Scenario Outline: A <roll> on the end of turn's <die> is an input error naming it
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
        | stamina  | 2      |
        | rest     | 2      |
        | recovery | 2      |
        | <die>    | <roll> |
      When I call awoudan.end_turn
      Then it is an input error at rolls.<die>

      Examples:
        | die      | roll |
        | stamina  | 0    |
        | stamina  | 5    |
        | rest     | 0    |
        | rest     | 7    |
        | recovery | 0    |
        | recovery | 9    |

    Scenario Outline: A <face> as a check's <die> is an input error naming it
      Given the ability is 0
      And the roll is <first>
      And the edge is advantage
      And the second roll is <second>
      And the help reroll is <help>
      When I call awoudan.make_check
      Then it is an input error at <die>

      Examples:
        | die         | face | first | second | help |
        | roll        | 0    | 0     | 5      | 5    |
        | roll        | 13   | 13    | 5      | 5    |
        | second_roll | 0    | 5     | 0      | 5    |
        | second_roll | 13   | 5     | 13     | 5    |
        | help_reroll | 0    | 5     | 5      | 0    |
        | help_reroll | 13   | 5     | 5      | 13   |

    Scenario Outline: A <face> as a save's <die> is an input error naming it
      Given the condition is burning
      And the roll is <first>
      And the help reroll is <help>
      When I call awoudan.make_save
      Then it is an input error at <die>

      Examples:
        | die         | face | first | help |
        | roll        | 0    | 0     | 5    |
        | roll        | 13   | 13    | 5    |
        | help_reroll | 0    | 5     | 0    |
        | help_reroll | 13   | 5     | 13   |

    Scenario: An initiative d12 of 0 is an input error naming the roll
      Given the round is 1
      And these combatants:
        | name | side    | dexterity | initiative roll |
        | Ilse | players | 0         | 0               |
      When I call awoudan.order_round
      Then it is an input error at combatants.0.initiative_roll

    Scenario Outline: A <face> on a dodge's d6 or a perception d6 is an input error naming it
      Given the attack:
        | kind  | ranged     |
        | die   | 8          |
        | rolls | <weapon> only |
      And the situation:
        | invisible              | yes          |
        | unseen.perception roll | <perception> |
      And the defender:
        | sta | 12 |
      And the reaction:
        | kind | dodge   |
        | roll | <dodge> |
      When I call awoudan.resolve_attack
      Then it is an input error at <path>

      Examples:
        | face | weapon | perception | dodge | path                             |
        | 0    | 8      | 0          | 3     | situation.unseen.perception_roll |
        | 0    | 8      | 3          | 0     | reaction.roll                    |
        | 7    | 8      | 3          | 7     | reaction.roll                    |
        | 0    | 0      | 3          | 3     | attack.rolls.0                   |

    Scenario: A wall range of -1 is an input error
      Given the wall:
        | caster     | b2      |
        | range      | -1      |
        | sections   | 1       |
        | placements | c2 only |
      When I call awoudan.place_wall
      Then it is an input error at wall.range

    Scenario Outline: A bull rush after a charge of <moved> squares, <straight> in a straight line, is an input error at it
      Given the ability is 2
      And the roll is 5
      And the purpose is bull_rush
      And the opponent is 2
      And the charge:
        | squares moved    | <moved>    |
        | straight squares | <straight> |
        | target in line   | yes        |
      When I call awoudan.make_check
      Then it is an input error at charge.<path>

      Examples:
        | moved | straight | path             |
        | -1    | 0        | squares_moved    |
        | 0     | -1       | straight_squares |

    Scenario: A bull rush after a charge that moved no square is refused: a charge moves at least 3
      Given the ability is 2
      And the roll is 5
      And the purpose is bull_rush
      And the opponent is 2
      And the charge:
        | squares moved    | 0   |
        | straight squares | 0   |
        | target in line   | yes |
      When I call awoudan.make_check
      Then it is refused by awoudan.actions.charge

    Scenario Outline: Cover on a map of <columns> columns and <rows> rows, from <from> to <to>
      Given these figures:
        | name | square | side |
        | I    | <from> | p    |
        | O    | <to>   | r    |
      And the board:
        | columns | <columns> |
        | rows    | <rows>    |
      And the attacker is I
      And the target is O
      When I call awoudan.check_cover
      Then the result has:
        | between | <between> |

      Examples:
        | columns | rows | from | to  | between          |
        | 1       | 5    | a1   | a5  | a2, a3 and a4    |
        | 5       | 1    | a1   | e1  | b1, c1 and d1    |
        | 26      | 99   | z99  | z95 | z98, z97 and z96 |

    Scenario Outline: Cover asked with <what> is an input error at <path>
      Given these figures:
        | name   | square   | side     |
        | Ilse   | a1       | paladins |
        | <name> | <square> | <side>   |
      And the board:
        | columns | <columns> |
        | rows    | <rows>    |
      And the attacker is Ilse
      And the target is <name>
      When I call awoudan.check_cover
      Then it is an input error at <path>

      Examples:
        | what                          | columns | rows | name | square | side    | path             |
        | a map of 0 columns            | 0       | 5    | Orc  | a5     | raiders | board.columns    |
        | a map of 27 columns           | 27      | 5    | Orc  | a5     | raiders | board.columns    |
        | a map of 0 rows               | 5       | 0    | Orc  | a5     | raiders | board.rows       |
        | a map of 100 rows             | 5       | 100  | Orc  | a5     | raiders | board.rows       |
        | a square in column f of five  | 5       | 5    | Orc  | f5     | raiders | figures.1.square |
        | a square in row 6 of five     | 5       | 5    | Orc  | e6     | raiders | figures.1.square |
        | a square named A5             | 5       | 5    | Orc  | A5     | raiders | figures.1.square |
        | a figure of no name           | 5       | 5    | ""   | a5     | raiders | figures.1.name   |
        | a figure of no side           | 5       | 5    | Orc  | a5     | ""      | figures.1.side   |

    Scenario Outline: Flanks on a map of <columns> columns and <rows> rows, figures of one-letter names
      Given these figures:
        | name | square | side |
        | I    | <ilse> | p    |
        | O    | <orc>  | r    |
        | P    | <pip>  | p    |
      And the board:
        | columns | <columns> |
        | rows    | <rows>    |
      When I call awoudan.find_flanks
      Then the result has these flanks:
        | target | flankers |
        | O      | I and P  |

      Examples:
        | columns | rows | ilse | orc | pip |
        | 1       | 3    | a1   | a2  | a3  |
        | 3       | 1    | a1   | b1  | c1  |

    Scenario Outline: Flanks asked with <what> are an input error at <path>
      Given these figures:
        | name   | square   | side     |
        | Ilse   | a1       | paladins |
        | <name> | <square> | <side>   |
      And the board:
        | columns | <columns> |
        | rows    | <rows>    |
      When I call awoudan.find_flanks
      Then it is an input error at <path>

      Examples:
        | what                         | columns | rows | name | square | side    | path             |
        | a map of 0 columns           | 0       | 5    | Orc  | a2     | raiders | board.columns    |
        | a map of 0 rows              | 5       | 0    | Orc  | a2     | raiders | board.rows       |
        | a square in column f of five | 5       | 5    | Orc  | f1     | raiders | figures.1.square |
        | a square named a0            | 5       | 5    | Orc  | a0     | raiders | figures.1.square |
        | a figure of no name          | 5       | 5    | ""   | a2     | raiders | figures.1.name   |
        | a figure of no side          | 5       | 5    | Orc  | a2     | ""      | figures.1.side   |

    Scenario Outline: A wall on a map of <columns> columns and <rows> rows runs along its edge
      Given the wall:
        | caster     | <caster>     |
        | range      | 6            |
        | sections   | 2            |
        | placements | <placements> |
        | occupied   | <occupied>   |
      And the board:
        | columns | <columns> |
        | rows    | <rows>    |
      When I call awoudan.place_wall
      Then the result has:
        | placed | <placements> |
        | valid  | yes          |

      Examples:
        | columns | rows | caster | placements  | occupied |
        | 1       | 5    | a1     | a2 and a3   | a5 only  |
        | 5       | 1    | a1     | b1 and c1   | e1 only  |
        | 26      | 99   | z99    | y99 and x99 | z98 only |

    Scenario Outline: A wall with <what> is an input error at <path>
      Given the wall:
        | caster     | <caster>     |
        | range      | 6            |
        | sections   | 2            |
        | placements | <placements> |
        | occupied   | <occupied>   |
      And the board:
        | columns | <columns> |
        | rows    | <rows>    |
      When I call awoudan.place_wall
      Then it is an input error at <path>

      Examples:
        | what                              | columns | rows | caster | placements | occupied | path                 |
        | a map of 0 columns                | 0       | 5    | a1     | a2 and a3  | nothing  | board.columns        |
        | a map of 27 columns               | 27      | 5    | a1     | a2 and a3  | nothing  | board.columns        |
        | a map of 0 rows                   | 5       | 0    | a1     | a2 and a3  | nothing  | board.rows           |
        | a map of 100 rows                 | 5       | 100  | a1     | a2 and a3  | nothing  | board.rows           |
        | its caster off the map            | 5       | 5    | f1     | e1 and e2  | nothing  | wall.caster          |
        | its caster on no square           | 5       | 5    | a      | a2 and a3  | nothing  | wall.caster          |
        | a figure off the map              | 5       | 5    | a1     | a2 and a3  | a6 only  | wall.occupied.0      |
        | a figure on no square             | 5       | 5    | a1     | a2 and a3  | 5a only  | wall.occupied.0      |
        | a section off the map             | 5       | 5    | a1     | e5 and f5  | nothing  | wall.placements.1    |
        | a section on no square            | 5       | 5    | a1     | a2 and a03 | nothing  | wall.placements.1    |

    Scenario Outline: An action at <square> is an input error at it
      Given the character:
        | endurance | 2 |
        | sta       | 8 |
      And these actions:
        | action | square   | ally_square |
        | help   | <square> | <ally>      |
      When I call awoudan.take_actions
      Then it is an input error at actions.0.<path>

      Examples:
        | square | ally | path        |
        | e55x   | e4   | square      |
        | e5     | 4e   | ally_square |

    Scenario Outline: A burst from <origin> at <target> on a map of 10 by 10 is an input error at <path>
      Given the area:
        | pattern | burst    |
        | rating  | 1        |
        | origin  | <origin> |
        | target  | <target> |
        | range   | 10       |
      And the board:
        | columns | 10 |
        | rows    | 10 |
      When I call awoudan.compute_area
      Then it is an input error at <path>

      Examples:
        | origin | target | path        |
        | f06    | f8     | area.origin |
        | f6     | f8!    | area.target |
        | f6     | k8     | area.target |
        | f6     | f11    | area.target |
