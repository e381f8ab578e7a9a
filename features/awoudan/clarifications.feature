Feature: Clarifications of the Paladins of Awoudan rulebook
  Each rule here pins one ruling on a point the rulebook leaves open or words two ways.
  The question, the ruling and the evidence are on the clarifications page.

  Rule: awoudan.clarifications.death-saves-and-wounds

    Scenario: Bleeding that takes HEA to 0 ends the bleeding and leaves the character dying
      Given the character:
        | hea        | 2             |
        | conditions | bleeding only |
        | bleeding   | 6             |
      When I call awoudan.start_turn
      Then the result has:
        | hea        | -4                    |
        | wounds     | 1                     |
        | conditions | dying and unconscious |

  Rule: awoudan.clarifications.def-sign

    Scenario: A DEF of 4 takes 4 off the attack roll
      Given the attack:
        | kind  | ranged |
        | die   | 8      |
        | rolls | 8 only |
      And the defender:
        | defense | 4 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 8 |
        | defense     | 4 |
        | damage      | 4 |

  Rule: awoudan.clarifications.dodge-sum

    Scenario: A dodge total above 0 still leaves a miss when the attack's own result reaches 0
      Given the attack:
        | kind  | melee   |
        | die   | 12      |
        | rolls | 10 only |
      And the defender:
        | defense   | 5 |
        | dexterity | 2 |
        | sta       | 6 |
      And the reaction:
        | kind | dodge |
        | roll | 3     |
      When I call awoudan.resolve_attack
      Then the result has:
        | dodge  | 5  |
        | result | 0  |
        | hit    | no |
        | damage | 0  |

  Rule: awoudan.clarifications.exposed-after-hit

    Scenario: The exposed bonus never turns a miss into a hit
      Given the attack:
        | kind  | ranged |
        | die   | 6      |
        | rolls | 1 only |
      And the defender:
        | defense    | 3            |
        | conditions | exposed only |
      When I call awoudan.resolve_attack
      Then the result has:
        | result        | -2 |
        | hit           | no |
        | exposed bonus | 0  |
        | damage        | 0  |

  Rule: awoudan.clarifications.structure-damage-accumulates

    Scenario: Two hits of 6 take one point of STH between them
      Given the structure:
        | sth | 3 |
      And these hits:
        | stat | amount |
        | hea  | 6      |
        | hea  | 6      |
      When I call awoudan.damage_structure
      Then the result has these hits:
        | amount | sth damage | sth left | carried |
        | 6      | 0          | 3        | 6       |
        | 6      | 1          | 2        | 2       |

  Rule: awoudan.clarifications.thrower-strength

    Scenario: The thrower's STR sets the reach of a throw
      Given the attack:
        | kind     | melee  |
        | die      | 6      |
        | rolls    | 6 only |
        | thrown   | yes    |
        | distance | 5      |
      And the attacker:
        | strength | 5 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 3 |

  Rule: awoudan.clarifications.concentration-both

    Scenario: A concentrating character pays WIL each turn and still checks when damaged
      Given the character:
        | hea           | 20  |
        | sta           | 9   |
        | wil           | 9   |
        | concentrating | yes |
      And the damage:
        | stat   | hea |
        | amount | 6   |
      When I call awoudan.apply_damage
      Then the result has:
        | hea                         | 14 |
        | concentration check penalty | 6  |

  Rule: awoudan.clarifications.willpower-at-zero

    Scenario: WIL reaching exactly 0 rolls on the broken will table
      Given the character:
        | hea  | 9 |
        | sta  | 9 |
        | wil  | 4 |
        | mind | 1 |
      And the damage:
        | stat   | wil |
        | amount | 4   |
      And the broken will roll is 2
      And the will recovery roll is 1
      When I call awoudan.apply_damage
      Then the result has:
        | broken will | immobilized      |
        | wil         | 2                |
        | conditions  | immobilized only |

  Rule: awoudan.clarifications.spells-against-health

    Scenario: A spell whose text names HEA targets HEA and meets FOC
      Given the attack:
        | kind          | spell  |
        | die           | 8      |
        | rolls         | 7 only |
        | target        | hea    |
        | target stated | yes    |
      And the defender:
        | defense | 6 |
        | focus   | 1 |
      When I call awoudan.resolve_attack
      Then the result has:
        | target       | hea |
        | defense stat | foc |
        | damage       | 6   |

    Scenario: A spell attack that names no stat is an input error
      Given the attack:
        | kind  | spell  |
        | die   | 8      |
        | rolls | 7 only |
      When I call awoudan.resolve_attack
      Then it is an input error at attack.target

  Rule: awoudan.clarifications.one-reload-per-round

    Scenario: A reload bought with STA after the standard reload is refused
      Given the character:
        | endurance | 2  |
        | sta       | 20 |
      And these actions:
        | action |
        | reload |
        | attack |
        | reload |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.reload

    Scenario: A second reload is refused even with END 4 and 35 STA and no attack between
      Given the character:
        | endurance | 4  |
        | sta       | 35 |
      And these actions:
        | action |
        | reload |
        | reload |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.reload

  Rule: awoudan.clarifications.first-draw-free

    Scenario: An exposed character may still make the first, free draw
      Given the character:
        | endurance  | 2            |
        | sta        | 9            |
        | conditions | exposed only |
      And these actions:
        | action    |
        | draw_stow |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action    | paid with | sta cost |
        | draw_stow | free      | 0        |

    Scenario: An exposed character of END 3 with 0 STA may still make the first, free draw
      Given the character:
        | endurance  | 3            |
        | sta        | 0            |
        | conditions | exposed only |
      And these actions:
        | action    |
        | draw_stow |
      When I call awoudan.take_actions
      Then the result has these payments:
        | action    | paid with | sta cost | sta left |
        | draw_stow | free      | 0        | 0        |

  Rule: awoudan.clarifications.stunned-loses-one

    Scenario: A stunned character cannot charge, since a charge needs both actions
      Given the character:
        | endurance  | 2            |
        | sta        | 9            |
        | conditions | stunned only |
      And these actions:
        | action |
        | charge |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.charge

  Rule: awoudan.clarifications.opportunity-attacks-count

    Scenario: An opportunity attack after two attacks with END 2 is refused
      Given the character:
        | endurance | 2  |
        | sta       | 20 |
      And these actions:
        | action             | when       | trigger    |
        | attack             | own_turn   |            |
        | attack             | own_turn   |            |
        | opportunity_attack | other_turn | moved_away |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.attack-limit

  Rule: awoudan.clarifications.prone-and-spells

    Scenario: A spell attack on a prone target has neither combat advantage nor the -2
      Given the attack:
        | kind   | spell  |
        | die    | 6      |
        | rolls  | 5 only |
        | target | sta    |
      And the defender:
        | conditions | prone only |
        | sta        | 10         |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 5       |
        | modifiers   | nothing |

  Rule: awoudan.clarifications.parry-against-attack-roll

    Scenario: A parry above the damage but not above the attack roll fails
      Given the attack:
        | kind  | melee  |
        | die   | 8      |
        | rolls | 8 only |
      And the defender:
        | defense      | 4   |
        | sta          | 10  |
        | parry weapon | yes |
      And the reaction:
        | kind | parry |
        | sta  | 6     |
      When I call awoudan.resolve_attack
      Then the result has:
        | hit               | yes |
        | damage            | 4   |
        | defender sta left | 4   |

  Rule: awoudan.clarifications.thrown-roll-halved

    Scenario: A throw halves the dice before combat advantage is added
      Given the attack:
        | kind     | melee  |
        | die      | 8      |
        | rolls    | 7 only |
        | thrown   | yes    |
        | distance | 1      |
      And the attacker:
        | strength | 2 |
      And the situation:
        | flanking | yes |
      When I call awoudan.resolve_attack
      Then the result has:
        | dice        | 3 |
        | attack roll | 5 |

  Rule: awoudan.clarifications.shield-below-zero

    Scenario: A shield may cost more STA than the defender has
      Given the attack:
        | kind  | melee   |
        | die   | 12      |
        | rolls | 12 only |
      And the defender:
        | defense | 2   |
        | sta     | 1   |
        | shield  | yes |
      And the reaction:
        | kind | shield |
      When I call awoudan.resolve_attack
      Then the result has:
        | reaction sta      | 10 |
        | defender sta left | -9 |
        | damage            | 0  |

    Scenario: Among a round's actions too, a shield may spend more STA than is left, and exposes the character
      Given the character:
        | endurance | 2 |
        | sta       | 5 |
      And these actions:
        | action | when       | sta |
        | shield | other_turn | 12  |
      When I call awoudan.take_actions
      Then the result has:
        | sta left   | -7           |
        | drained    | yes          |
        | conditions | exposed only |

  Rule: awoudan.clarifications.recovery-then-regeneration

    Scenario: The turn after draining, recovery and an unspent-STA regeneration both apply
      Given the character:
        | sta        | -1           |
        | wil        | 3            |
        | max sta    | 20           |
        | max wil    | 3            |
        | endurance  | 2            |
        | conditions | exposed only |
      And the recovering is yes
      And the rolls:
        | recovery | 4 |
        | stamina  | 1 |
      When I call awoudan.end_turn
      Then the result has:
        | recovered    | 6 |
        | sta regained | 3 |
        | sta          | 8 |

  Rule: awoudan.clarifications.standing-up

    Scenario: A prone character stands up as part of a run and sprints no further than the rest
      Given the character:
        | speed      | 5          |
        | conditions | prone only |
      And the mode is sprint
      And the squares is 5
      And the stand up is yes
      When I call awoudan.move
      Then the result has:
        | allowance      | 7  |
        | movement spent | 7  |
        | prone after    | no |

  Rule: awoudan.clarifications.check-threshold

    Scenario: A save totalling exactly 6 fails, as a check does
      Given the condition is slowed
      And the roll is 4
      And the scores:
        | vitality | 2 |
      When I call awoudan.make_save
      Then the result has:
        | total   | 6  |
        | success | no |

  Rule: awoudan.clarifications.initiative-same-side

    Scenario: Two players on the same total keep the order they are listed in
      Given the round is 1
      And these combatants:
        | name | side    | dexterity | initiative roll |
        | Odo  | players | 3         | 4               |
        | Ilse | players | 0         | 7               |
      When I call awoudan.order_round
      Then the result has these order:
        | name |
        | Odo  |
        | Ilse |



  Rule: awoudan.clarifications.surprise-first-round

    Scenario Outline: A surprised character sits out and cannot react in round 1, then acts and reacts from round 2 on its own slot
      Given the round is <round>
      And these combatants:
        | name | side    | dexterity | initiative roll | surprised |
        | Ilse | players | 0         | 12              | yes       |
        | Wolf | foes    | 0         | 3               | no        |
      When I call awoudan.order_round
      Then the result has:
        | surprise round | <surprise_round> |
      And the result has these order:
        | name | takes turn | can react |
        | Ilse | <acts>     | <acts>    |
        | Wolf | yes        | yes       |

      Examples:
        | round | surprise_round | acts |
        | 1     | yes            | no   |
        | 2     | no             | yes  |

    Scenario Outline: A surprised foe of DEX 2 sits out round 1 among three, then acts from round <round> on
      Given the round is <round>
      And these combatants:
        | name  | side    | dexterity | initiative roll | surprised |
        | Ilse  | players | 1         | 4               | no        |
        | Ogre  | foes    | 2         | 10              | yes       |
        | Bram  | players | 3         | 7               | no        |
      When I call awoudan.order_round
      Then the result has:
        | surprise round | <surprise_round> |
      And the result has these order:
        | name | takes turn | can react |
        | Ogre | <acts>     | <acts>    |
        | Bram | yes        | yes       |
        | Ilse | yes        | yes       |

      Examples:
        | round | surprise_round | acts |
        | 1     | yes            | no   |
        | 3     | no             | yes  |

  Rule: awoudan.clarifications.concentration-once-per-turn

    Scenario: Concentration paid off the character's own turn is refused
      Given the character:
        | endurance | 2 |
        | sta       | 0 |
        | wil       | 9 |
      And these actions:
        | action      | rating | when       |
        | concentrate | 1      | other_turn |
      When I call awoudan.take_actions
      Then it is refused by awoudan.actions.concentration

  Rule: awoudan.clarifications.healing-cap

    Scenario Outline: Healing <amount> <stat> stops at the maximum of 10 and never lowers a stat above it
      Given the character:
        | hea | 8  |
        | sta | 12 |
        | wil | 0  |
      And the healing:
        | stat   | <stat>   |
        | amount | <amount> |
      And the maximum is 10
      When I call awoudan.heal
      Then the result has:
        | healed | <healed> |
        | hea    | <hea>    |
        | sta    | 12       |

      Examples:
        | stat | amount | healed | hea |
        | hea  | 2      | 2      | 10  |
        | hea  | 3      | 2      | 10  |
        | sta  | 3      | 0      | 8   |

    Scenario: Healing WIL raises WIL alone, up to the maximum
      Given the character:
        | hea | 8  |
        | sta | 12 |
        | wil | 3  |
      And the healing:
        | stat   | wil |
        | amount | 9   |
      And the maximum is 10
      When I call awoudan.heal
      Then the result has:
        | healed | 7  |
        | hea    | 8  |
        | sta    | 12 |
        | wil    | 10 |

  Rule: awoudan.clarifications.wound-tables

    Scenario: HEA far below 0 reports the wound with dying and unconscious, and asks for no wound roll
      Given the character:
        | hea        | 3           |
        | sta        | 5           |
        | wil        | 5           |
        | conditions | slowed only |
      And the damage:
        | stat   | hea |
        | amount | 9   |
      When I call awoudan.apply_damage
      Then the result has:
        | hea        | -6                            |
        | wound      | yes                           |
        | conditions | slowed, dying and unconscious |


  Rule: awoudan.clarifications.blast-width

    Scenario: An orthogonal blast 3 is four squares deep and seven wide
      Given the area:
        | pattern | blast |
        | rating  | 3     |
        | origin  | h8    |
        | facing  | S     |
      When I call awoudan.compute_area
      Then the result has:
        | count | 28                      |
        | area  | e4-k4 e5-k5 e6-k6 e7-k7 |

    Scenario: A diagonal blast 3 is a block of four by four
      Given the area:
        | pattern | blast |
        | rating  | 3     |
        | origin  | h8    |
        | facing  | NW    |
      When I call awoudan.compute_area
      Then the result has:
        | count | 16                            |
        | area  | d9-g9 d10-g10 d11-g11 d12-g12 |

  Rule: awoudan.clarifications.burst-centre

    Scenario: A burst is centred on its target, not on the character
      Given the area:
        | pattern | burst |
        | rating  | 1     |
        | origin  | f2    |
        | target  | f6    |
        | range   | 4     |
      When I call awoudan.compute_area
      Then the result has:
        | centre   | f6                |
        | distance | 4                 |
        | area     | e5-g5 e6-g6 e7-g7 |

  Rule: awoudan.clarifications.wall-diagonal

    Scenario: A bent wall with sections diagonal to each other stands
      Given the wall:
        | caster     | a1                    |
        | range      | 6                     |
        | sections   | 5                     |
        | placements | b6, c6, d6, b5 and b4 |
      When I call awoudan.place_wall
      Then the result has:
        | valid   | yes     |
        | invalid | nothing |

    Scenario: A section touching the wall only at a corner is turned down
      Given the wall:
        | caster     | a1            |
        | range      | 6             |
        | sections   | 3             |
        | placements | c3, d3 and e4 |
      When I call awoudan.place_wall
      Then the result has these invalid:
        | square | rule                      |
        | e4     | awoudan.walls.no-diagonal |

  Rule: awoudan.clarifications.flanking-orthogonal

    Scenario: Foes north and south of a character flank it
      Given these figures:
        | name | square | side     |
        | Ilse | g5     | paladins |
        | Orc  | g6     | raiders  |
        | Ogre | g4     | raiders  |
      When I call awoudan.find_flanks
      Then the result has these flanks:
        | target | flankers     |
        | Ilse   | Orc and Ogre |

    Scenario: Foes on two neighbouring corners do not flank
      Given these figures:
        | name | square | side     |
        | Ilse | c7     | paladins |
        | Orc  | b8     | raiders  |
        | Ogre | d8     | raiders  |
      When I call awoudan.find_flanks
      Then the result has:
        | flanks | nothing |

  Rule: awoudan.clarifications.wall-loop

    Scenario: A closed two-by-two wall is allowed
      Given the wall:
        | caster     | a1                |
        | range      | 6                 |
        | sections   | 4                 |
        | placements | c3, d3, d4 and c4 |
      When I call awoudan.place_wall
      Then the result has:
        | placed | c3, d3, d4 and c4 |
        | valid  | yes               |

  Rule: awoudan.clarifications.range-distance

    Scenario Outline: A burst target <away> squares off on a diagonal is within range <range> or not
      Given the area:
        | pattern | burst    |
        | rating  | 1        |
        | origin  | f2       |
        | target  | <target> |
        | range   | <range>  |
      When I call awoudan.compute_area
      Then the result has:
        | distance | <away> |

      Examples:
        | target | range | away |
        | i4     | 3     | 3    |
        | g3     | 1     | 1    |

    Scenario: A diagonal step beyond the range is refused like any other
      Given the area:
        | pattern | burst |
        | rating  | 1     |
        | origin  | f2    |
        | target  | k7    |
        | range   | 4     |
      When I call awoudan.compute_area
      Then it is refused by awoudan.areas.burst

  Rule: awoudan.clarifications.cover-between

    Scenario: A foe whose square the line only grazes at a corner gives no cover
      Given these figures:
        | name   | square | side     |
        | Ilse   | a1     | paladins |
        | Orc    | c3     | raiders  |
        | Goblin | b1     | raiders  |
      And the attacker is Ilse
      And the target is Orc
      When I call awoudan.check_cover
      Then the result has:
        | between  | b2 only |
        | covering | nothing |
        | cover    | "none"  |

    Scenario: A foe on a square the line crosses off the diagonal gives cover
      Given these figures:
        | name   | square | side     |
        | Ilse   | a1     | paladins |
        | Orc    | c2     | raiders  |
        | Goblin | b1     | raiders  |
      And the attacker is Ilse
      And the target is Orc
      When I call awoudan.check_cover
      Then the result has:
        | between  | b1 and b2   |
        | covering | Goblin only |
        | penalty  | -2          |

  Rule: awoudan.clarifications.cover-allies

    Scenario: The attacker's own ally in the way gives the target no cover
      Given these figures:
        | name | square | side     |
        | Ilse | b2     | paladins |
        | Bram | c3     | paladins |
        | Orc  | d4     | raiders  |
      And the attacker is Ilse
      And the target is Orc
      When I call awoudan.check_cover
      Then the result has:
        | between  | c3 only |
        | covering | nothing |
        | cover    | "none"  |
        | penalty  | 0       |

  Rule: awoudan.clarifications.fields-that-do-not-fit

    Scenario Outline: A <who> character that says <field> <value> is an input error at <path>
      Given the character:
        | speed      | 6            |
        | conditions | <conditions> |
      And the mode is crawl
      And the squares is 1
      And the <field> is <value>
      When I call awoudan.move
      Then it is an input error at <path>

      Examples:
        | who      | conditions | field      | value | path       |
        | standing | nothing    | stand up   | yes   | stand_up   |
        | standing | nothing    | stand up   | no    | stand_up   |
        | prone    | prone only | drop prone | yes   | drop_prone |
        | prone    | prone only | drop prone | no    | drop_prone |

    Scenario: A prone character that says it does not stand up crawls
      Given the character:
        | speed      | 8          |
        | conditions | prone only |
      And the mode is crawl
      And the squares is 2
      And the stand up is no
      When I call awoudan.move
      Then the result has:
        | allowance      | 2   |
        | movement spent | 2   |
        | prone after    | yes |

    Scenario Outline: The end of a turn given the <die> without <what> is an input error at rolls.<die>
      Given the character:
        | sta     | 5 |
        | wil     | 5 |
        | max sta | 9 |
        | max wil | 5 |
      And the spent sta is <spent>
      And the rolls:
        | <die> | <roll> |
      When I call awoudan.end_turn
      Then it is an input error at rolls.<die>

      Examples:
        | die      | roll | what                                     | spent |
        | stamina  | 2    | a regeneration, STA having been spent    | yes   |
        | rest     | 4    | a rest                                   | no    |
        | rest     | 1    | a rest, STA having been spent            | yes   |
        | recovery | 8    | recovering from drained stamina          | yes   |

    Scenario Outline: A <condition> rating of <rating> on a character without the condition is an input error at it
      Given the character:
        | hea         | 5        |
        | <condition> | <rating> |
      When I call awoudan.start_turn
      Then it is an input error at character.<condition>

      Examples:
        | condition | rating |
        | bleeding  | 0      |
        | burning   | 3      |

    Scenario: An exhausted rating of 0 on a character not exhausted is an input error at it
      Given the character:
        | sta       | 0 |
        | wil       | 0 |
        | max sta   | 0 |
        | max wil   | 0 |
        | exhausted | 0 |
      And the spent sta is yes
      And the spent wil is yes
      When I call awoudan.end_turn
      Then it is an input error at character.exhausted

    Scenario Outline: Damage taken of <damage> before a <purpose> check is an input error at it
      Given the purpose is <purpose>
      And the ability is 2
      And the roll is 8
      And the opponent is 1
      And the damage taken is <damage>
      When I call awoudan.make_check
      Then it is an input error at damage_taken

      Examples:
        | purpose | damage |
        | grapple | 0      |
        | plain   | 3      |

    Scenario Outline: A <action> given <field> <value> is an input error at actions.0.<path>
      Given the character:
        | endurance | 2  |
        | sta       | 20 |
      And these actions:
        | action   | when   | <field> |
        | <action> | <when> | <value> |
      When I call awoudan.take_actions
      Then it is an input error at actions.0.<path>

      Examples:
        | action | when       | field               | value      | path                |
        | run    | own_turn   | sta                 | 0          | sta                 |
        | attack | own_turn   | name                | ""         | name                |
        | rest   | own_turn   | rating              | 1          | rating              |
        | dodge  | other_turn | trigger             | moved_away | trigger             |
        | dodge  | other_turn | wielding melee      | no         | wielding_melee      |
        | attack | own_turn   | square              | b2         | square              |
        | free   | own_turn   | ally square         | b2         | ally_square         |
        | rest   | own_turn   | against fear source | no         | against_fear_source |

    Scenario Outline: A melee attack not thrown that gives <field> <value> is an input error at attack.<path>
      Given the attack:
        | kind    | melee   |
        | die     | 8       |
        | rolls   | 5 only  |
        | <field> | <value> |
      When I call awoudan.resolve_attack
      Then it is an input error at attack.<path>

      Examples:
        | field          | value | path           |
        | throw property | no    | throw_property |
        | distance       | 0     | distance       |

    Scenario Outline: An ability that deals damage and gives <field> <value> is an input error at attack.<path>
      Given the attack:
        | kind    | spell   |
        | target  | wil     |
        | deals   | 5       |
        | <field> | <value> |
      When I call awoudan.resolve_attack
      Then it is an input error at attack.<path>

      Examples:
        | field      | value  | path       |
        | die        | 6      | die        |
        | rolls      | 4 only | rolls      |
        | ability    | 0      | ability    |
        | bonus      | 2      | bonus      |
        | dual wield | no     | dual_wield |

    Scenario Outline: An attack that names no target stat and says its target is stated <value> is an input error at it
      Given the attack:
        | kind          | melee   |
        | die           | 8       |
        | rolls         | 5 only  |
        | target stated | <value> |
      When I call awoudan.resolve_attack
      Then it is an input error at attack.target_stated

      Examples:
        | value |
        | yes   |
        | no    |

    Scenario: A free action on another character's turn is free, as on the character's own
      Given the character:
        | endurance | 2 |
        | sta       | 8 |
      And these actions:
        | action | name  | when       |
        | free   | speak | other_turn |
      When I call awoudan.take_actions
      Then the result has:
        | sta left | 8 |

    Scenario Outline: A character not frightened may <action> towards the source of a fear it does not have
      Given the character:
        | endurance | 2  |
        | sta       | 20 |
      And these actions:
        | action   | against fear source |
        | <action> | yes                 |
      When I call awoudan.take_actions
      Then the result has:
        | sta left | 20 |

      Examples:
        | action |
        | attack |
        | run    |

    Scenario: A character not frightened that runs toward a fear source runs its full speed
      Given the character:
        | speed | 6 |
      And the mode is run
      And the squares is 6
      And the toward fear source is yes
      When I call awoudan.move
      Then the result has:
        | allowance      | 6 |
        | movement spent | 6 |

  Rule: awoudan.clarifications.rolls-ahead

    Scenario Outline: Damage that leaves WIL at <left> with the broken will dice given breaks nothing
      Given the character:
        | hea  | 9      |
        | sta  | 9      |
        | wil  | 4      |
        | mind | 1      |
      And the damage:
        | stat   | wil      |
        | amount | <amount> |
      And the broken will roll is 2
      And the will recovery roll is 1
      When I call awoudan.apply_damage
      Then the result has:
        | broken will | none   |
        | wil         | <left> |
        | conditions  | nothing |

      Examples:
        | amount | left |
        | 2      | 2    |
        | 3      | 1    |

  Rule: awoudan.clarifications.concentration-damage

    Scenario Outline: A concentration check of MIN <ability> with no damage taken stated is an input error at it
      Given the purpose is concentration
      And the ability is <ability>
      And the roll is <roll>
      When I call awoudan.make_check
      Then it is an input error at damage_taken

      Examples:
        | ability | roll |
        | 2       | 12   |
        | 0       | 1    |

    Scenario: A concentration check after 0 damage keeps the roll whole
      Given the purpose is concentration
      And the ability is 0
      And the roll is 4
      And the damage taken is 0
      When I call awoudan.make_check
      Then the result has:
        | penalty | 0 |
        | total   | 4 |
