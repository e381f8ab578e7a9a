Feature: Falchion: the Grit Die
  The Grit Die is a usage die of at most ud8, cast whenever a drifter uses a gambit. A 1 or 2
  steps it down a size; below ud4 it is spent, and a drifter with no Grit left has
  disadvantage on every check until a long rest.

  Rule: falchion.grit.die

    Scenario: A Grit Die larger than ud8 is an input error
      Given the cast:
        | grit   | d10    |
        | roll   | 5      |
        | gambit | disarm |
      When I call falchion.cast_grit
      Then it is an input error at cast.grit

  Rule: falchion.grit.cast

    Scenario Outline: A ud<sides> showing <roll> becomes <after>
      Given the cast:
        | grit   | d<sides> |
        | roll   | <roll>   |
        | gambit | disarm   |
      When I call falchion.cast_grit
      Then the result has:
        | stepped_down | <stepped> |
        | grit_after   | <after>   |

      Examples:
        | sides | roll | stepped | after |
        | 8     | 3    | false   | d8    |
        | 8     | 2    | true    | d6    |
        | 6     | 2    | true    | d4    |

    Scenario: A roll of 7 on a ud6 is an input error
      Given the cast:
        | grit   | d6     |
        | roll   | 7      |
        | gambit | disarm |
      When I call falchion.cast_grit
      Then it is an input error at cast.roll

    Scenario Outline: The Grit Die's top face is a legal cast and keeps its size
      Given the cast:
        | grit   | d<sides> |
        | roll   | <sides>  |
        | gambit | disarm   |
      When I call falchion.cast_grit
      Then the result has:
        | roll         | <sides>  |
        | stepped_down | false    |
        | grit_after   | d<sides> |

      Examples:
        | sides |
        | 4     |
        | 8     |

    Scenario: A ud8 cannot show a 9
      Given the cast:
        | grit   | d8     |
        | roll   | 9      |
        | gambit | disarm |
      When I call falchion.cast_grit
      Then it is an input error at cast.roll

    Scenario: A Grit Die showing 1 is accepted, and steps down
      Given the cast:
        | grit   | d8     |
        | roll   | 1      |
        | gambit | reroll |
      When I call falchion.cast_grit
      Then the result has:
        | stepped down | yes |
        | grit after   | d6  |

    Scenario: A Grit Die showing 0 is an input error
      Given the cast:
        | grit   | d8     |
        | roll   | 0      |
        | gambit | reroll |
      When I call falchion.cast_grit
      Then it is an input error at cast.roll

  Rule: falchion.grit.spent

    Scenario: A ud4 that steps down is spent and brings disadvantage on every check
      Given the cast:
        | grit   | d4     |
        | roll   | 2      |
        | gambit | reroll |
      When I call falchion.cast_grit
      Then the result has:
        | grit_after                 | null |
        | spent                      | true |
        | disadvantage_on_all_checks | true |

    Scenario: A spent Grit Die cannot pay for a gambit
      Given the cast:
        | grit   | null   |
        | roll   | 3      |
        | gambit | cleave |
      When I call falchion.cast_grit
      Then it is refused by falchion.grit.spent

    Scenario: A drifter with no Grit left cannot take Overcome Odds on a check
      Given the check:
        | action     | other             |
        | dr         | 10                |
        | rolls      | [18, 7]           |
        | grit_spent | true              |
        | gambits    | ["overcome_odds"] |
      When I call falchion.resolve_check
      Then it is refused by falchion.grit.spent

    Scenario: A drifter with no Grit left checks with disadvantage
      Given the check:
        | action     | other   |
        | dr         | 10      |
        | rolls      | [18, 7] |
        | grit_spent | true    |
      When I call falchion.resolve_check
      Then the result has:
        | disadvantage | ["grit_spent"] |
        | kept         | 7              |
        | success      | false          |

  Rule: falchion.grit.rest

    Scenario Outline: Resting <hours> hour(s) with the Grit Die at <before> leaves it at <after>
      Given the rest:
        | grit  | <before> |
        | hours | <hours>  |
      When I call falchion.rest
      Then the result has:
        | grit_after | <after> |

      Examples:
        | before | hours | after |
        | d4     | 0     | d4    |
        | d4     | 1     | d6    |
        | d4     | 2     | d8    |
        | d4     | 6     | d8    |
        | null   | 6     | d8    |

    Scenario: A rest of -1 hours is an input error
      Given the rest:
        | grit  | null |
        | hours | -1   |
      When I call falchion.rest
      Then it is an input error at rest.hours

  Rule: falchion.grit.gambits

    Scenario Outline: The <gambit> gambit's effect
      Given the cast:
        | grit   | d8       |
        | roll   | 5        |
        | gambit | <gambit> |
      When I call falchion.cast_grit
      Then the result has:
        | effect.dr                     | <dr>     |
        | effect.damage_dice            | <dice>   |
        | effect.damage_per_extra_enemy | <cleave> |
        | effect.extra_actions          | <extra>  |
        | effect.prayer_dice            | <prayer> |
        | effect.sorcery_dice           | <sorc>   |
        | effect.keeps                  | <keeps>  |

      Examples:
        | gambit           | dr | dice | cleave | extra | prayer | sorc | keeps  |
        | cleave           | 0  | 0    | -1     | 0     | 0      | 0    | null   |
        | extra_action     | 0  | 0    | 0      | 1     | 0      | 0    | null   |
        | gain_prayer_die  | 0  | 0    | 0      | 0     | 1      | 0    | null   |
        | gain_sorcery_die | 0  | 0    | 0      | 0     | 0      | 1    | null   |
        | kin_ability      | 0  | 0    | 0      | 0     | 0      | 0    | null   |
        | overcome_odds    | -2 | 0    | 0      | 0     | 0      | 0    | null   |
        | reroll           | 0  | 0    | 0      | 0     | 0      | 0    | second |
        | redraw           | 0  | 0    | 0      | 0     | 0      | 0    | second |
        | strong_melee     | 2  | 1    | 0      | 0     | 0      | 0    | null   |

    Scenario: Cleave takes 1 off the damage for each of two extra enemies
      Given the hit:
        | weapon.dice | 1   |
        | weapon.size | d8  |
        | rolls       | [6] |
        | hp          | 10  |
        | cleave      | 2   |
      When I call falchion.deal_damage
      Then the result has:
        | cleave_penalty | 2 |
        | damage         | 4 |
        | hp_left        | 6 |

    Scenario: Strong Melee Attack casts one more damage die and makes the attack 2 harder
      Given the check:
        | action   | melee_attack     |
        | dr       | 10               |
        | rolls    | [12]             |
        | distance | 5                |
        | gambits  | ["strong_melee"] |
      When I call falchion.resolve_check
      Then the result has:
        | modifiers | [{"source": "strong_melee", "dr": 2}] |
        | dr        | 12                                    |
        | success   | false                                 |

    Scenario: Strong Melee Attack with a one-die weapon needs two damage rolls
      Given the hit:
        | weapon.dice  | 1      |
        | weapon.size  | d8     |
        | rolls        | [6, 7] |
        | hp           | 20     |
        | strong_melee | true   |
      When I call falchion.deal_damage
      Then the result has:
        | dice    | 2  |
        | rolled  | 13 |
        | hp_left | 7  |

    Scenario: Strong Melee Attack is refused on a ranged attack
      Given the check:
        | action       | ranged_attack    |
        | dr           | 10               |
        | rolls        | [12]             |
        | distance     | 5                |
        | weapon_range | 30               |
        | gambits      | ["strong_melee"] |
      When I call falchion.resolve_check
      Then it is refused by falchion.grit.gambits

    Scenario: A reroll keeps the second result even when it is worse
      Given the check:
        | action        | other |
        | dr            | 10    |
        | rolls         | [15]  |
        | reroll.die    | 0     |
        | reroll.result | 4     |
      When I call falchion.resolve_check
      Then the result has:
        | rolls   | [4]   |
        | success | false |

    Scenario: A redraw keeps the second card even when it is worse
      Given the cards is ["AS", "KH"]
      And the redraw:
        | card   | 1  |
        | result | 2C |
      When I call falchion.draw_reaction
      Then the result has:
        | cards    | ["AS", "2C"] |
        | total    | 16           |
        | reaction | indifferent  |

    Scenario: A reroll may replace the second d20 of a check with advantage
      Given the check:
        | action           | melee_attack |
        | dr               | 12           |
        | rolls            | [4, 13]      |
        | distance         | 5            |
        | target_surprised | true         |
        | reroll.die       | 1            |
        | reroll.result    | 2            |
      When I call falchion.resolve_check
      Then the result has:
        | mode        | advantage |
        | rolls       | [4, 2]    |
        | kept        | 4         |
        | success     | false     |
        | move_feet   | 0         |
        | falls_prone | false     |

    Scenario: A reroll of a second d20 when only one was cast is an input error
      Given the check:
        | action        | other |
        | dr            | 10    |
        | rolls         | [15]  |
        | reroll.die    | 1     |
        | reroll.result | 18    |
      When I call falchion.resolve_check
      Then it is an input error at check.reroll.die

    Scenario Outline: A reroll of die <die> may come up <result>
      Given the check:
        | action        | other    |
        | dr            | 10       |
        | rolls         | [15]     |
        | reroll.die    | <die>    |
        | reroll.result | <result> |
      When I call falchion.resolve_check
      Then the result has:
        | kept | <result> |

      Examples:
        | die | result |
        | 0   | 1      |
        | 0   | 20     |

    Scenario Outline: A reroll of die <die> coming up <result> is an input error at check.reroll.<field>
      Given the check:
        | action        | other    |
        | dr            | 10       |
        | rolls         | [15]     |
        | reroll.die    | <die>    |
        | reroll.result | <result> |
      When I call falchion.resolve_check
      Then it is an input error at check.reroll.<field>

      Examples:
        | die | result | field  |
        | -1  | 4      | die    |
        | 2   | 4      | die    |
        | 0   | 0      | result |
        | 0   | 21     | result |

    Scenario: A redraw of the first card keeps the new card in its place
      Given the cards is ["10S", "2C"]
      And the redraw:
        | card   | 0  |
        | result | AS |
      When I call falchion.draw_reaction
      Then the result has:
        | cards | ["AS", "2C"] |
        | total | 16           |

    Scenario Outline: A redraw of card <card> is an input error: there are only cards 0 and 1
      Given the cards is ["10S", "2C"]
      And the redraw:
        | card   | <card> |
        | result | AS     |
      When I call falchion.draw_reaction
      Then it is an input error at redraw.card

      Examples:
        | card |
        | -1   |
        | 2    |
