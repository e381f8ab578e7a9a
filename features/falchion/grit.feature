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
        | stepped down | <stepped> |
        | grit after   | <after>   |

      Examples:
        | sides | roll | stepped | after |
        | 8     | 3    | no      | d8    |
        | 6     | 3    | no      | d6    |
        | 8     | 2    | yes     | d6    |
        | 6     | 2    | yes     | d4    |

    Scenario Outline: The Grit Die's top face is a legal cast and keeps its size
      Given the cast:
        | grit   | d<sides> |
        | roll   | <sides>  |
        | gambit | disarm   |
      When I call falchion.cast_grit
      Then the result has:
        | roll         | <sides>  |
        | stepped down | no       |
        | grit after   | d<sides> |

      Examples:
        | sides |
        | 4     |
        | 8     |

    Scenario: A Grit Die showing 1 is accepted, and steps down
      Given the cast:
        | grit   | d8     |
        | roll   | 1      |
        | gambit | reroll |
      When I call falchion.cast_grit
      Then the result has:
        | stepped down | yes |
        | grit after   | d6  |

  Rule: falchion.grit.spent

    Scenario: A ud4 that steps down is spent and brings disadvantage on every check
      Given the cast:
        | grit   | d4     |
        | roll   | 2      |
        | gambit | reroll |
      When I call falchion.cast_grit
      Then the result has:
        | grit after                 | none |
        | spent                      | yes  |
        | disadvantage on all checks | yes  |

    Scenario: A spent Grit Die cannot pay for a gambit
      Given the cast:
        | grit   | none   |
        | roll   | 3      |
        | gambit | cleave |
      When I call falchion.cast_grit
      Then it is refused by falchion.grit.spent

    Scenario: A drifter with no Grit left cannot take Overcome Odds on a check
      Given the check:
        | action     | other              |
        | dr         | 10                 |
        | rolls      | 18 and 7           |
        | grit spent | yes                |
        | gambits    | overcome_odds only |
      When I call falchion.resolve_check
      Then it is refused by falchion.grit.spent

    Scenario: A drifter with no Grit left cannot take Strong Melee on an attack
      Given the check:
        | action     | melee_attack      |
        | dr         | 9                 |
        | rolls      | 12 and 4          |
        | distance   | 5                 |
        | grit spent | yes               |
        | gambits    | strong_melee only |
      When I call falchion.resolve_check
      Then it is refused by falchion.grit.spent

    Scenario: A drifter with no Grit left checks with disadvantage
      Given the check:
        | action     | other    |
        | dr         | 10       |
        | rolls      | 18 and 7 |
        | grit spent | yes      |
      When I call falchion.resolve_check
      Then the result has:
        | disadvantage | grit_spent only |
        | kept         | 7               |
        | success      | no              |

  Rule: falchion.grit.rest

    Scenario Outline: Resting <hours> hour(s) with the Grit Die at <before> leaves it at <after>
      Given the rest:
        | grit  | <before> |
        | hours | <hours>  |
      When I call falchion.rest
      Then the result has:
        | grit after | <after> |

      Examples:
        | before | hours | after |
        | d4     | 0     | d4    |
        | d4     | 1     | d6    |
        | d4     | 2     | d8    |
        | d4     | 6     | d8    |
        | none   | 6     | d8    |

  Rule: falchion.grit.gambits

    Scenario Outline: The <gambit> gambit's effect
      Given the cast:
        | grit   | d8       |
        | roll   | 5        |
        | gambit | <gambit> |
      When I call falchion.cast_grit
      Then the result has:
        | effect.dr                     | <dr>     |
        | effect.damage dice            | <dice>   |
        | effect.damage per extra enemy | <cleave> |
        | effect.extra actions          | <extra>  |
        | effect.prayer dice            | <prayer> |
        | effect.sorcery dice           | <sorc>   |
        | effect.keeps                  | <keeps>  |

      Examples:
        | gambit           | dr | dice | cleave | extra | prayer | sorc | keeps  |
        | cleave           | 0  | 0    | -1     | 0     | 0      | 0    | none   |
        | extra_action     | 0  | 0    | 0      | 1     | 0      | 0    | none   |
        | gain_prayer_die  | 0  | 0    | 0      | 0     | 1      | 0    | none   |
        | gain_sorcery_die | 0  | 0    | 0      | 0     | 0      | 1    | none   |
        | kin_ability      | 0  | 0    | 0      | 0     | 0      | 0    | none   |
        | overcome_odds    | -2 | 0    | 0      | 0     | 0      | 0    | none   |
        | reroll           | 0  | 0    | 0      | 0     | 0      | 0    | second |
        | redraw           | 0  | 0    | 0      | 0     | 0      | 0    | second |
        | strong_melee     | 2  | 1    | 0      | 0     | 0      | 0    | none   |

    Scenario Outline: The <gambit> gambit's effect on a d6 cast of 4
      Given the cast:
        | grit   | d6       |
        | roll   | 4        |
        | gambit | <gambit> |
      When I call falchion.cast_grit
      Then the result has:
        | effect.extra actions | <extra>  |
        | effect.prayer dice   | <prayer> |
        | effect.sorcery dice  | <sorc>   |

      Examples:
        | gambit           | extra | prayer | sorc |
        | extra_action     | 1     | 0      | 0    |
        | gain_prayer_die  | 0     | 1      | 0    |
        | gain_sorcery_die | 0     | 0      | 1    |

    Scenario: Cleave takes 1 off the damage for each of two extra enemies
      Given the hit:
        | weapon.dice | 1      |
        | weapon.size | d8     |
        | rolls       | 6 only |
        | hp          | 10     |
        | cleave      | 2      |
      When I call falchion.deal_damage
      Then the result has:
        | cleave penalty | 2 |
        | damage         | 4 |
        | hp left        | 6 |

    Scenario: Cleave takes 3 off the damage of a two-dice weapon for three extra enemies
      Given the hit:
        | weapon.dice | 2       |
        | weapon.size | d6      |
        | rolls       | 5 and 4 |
        | hp          | 12      |
        | cleave      | 3       |
      When I call falchion.deal_damage
      Then the result has:
        | cleave penalty | 3 |
        | damage         | 6 |
        | hp left        | 6 |

    Scenario: Strong Melee Attack casts one more damage die and makes the attack 2 harder
      Given the check:
        | action   | melee_attack      |
        | dr       | 10                |
        | rolls    | 12 only           |
        | distance | 5                 |
        | gambits  | strong_melee only |
      When I call falchion.resolve_check
      Then the result has:
        | dr      | 12 |
        | success | no |
      And the result has these modifiers:
        | source       | dr |
        | strong_melee | 2  |

    Scenario: Strong Melee Attack with a one-die weapon needs two damage rolls
      Given the hit:
        | weapon.dice  | 1       |
        | weapon.size  | d8      |
        | rolls        | 6 and 7 |
        | hp           | 20      |
        | strong melee | yes     |
      When I call falchion.deal_damage
      Then the result has:
        | dice    | 2  |
        | rolled  | 13 |
        | hp left | 7  |

    Scenario: Strong Melee Attack with a two-dice weapon needs three damage rolls
      Given the hit:
        | weapon.dice  | 2          |
        | weapon.size  | d4         |
        | rolls        | 1, 2 and 4 |
        | hp           | 9          |
        | strong melee | yes        |
      When I call falchion.deal_damage
      Then the result has:
        | dice    | 3 |
        | rolled  | 7 |
        | hp left | 2 |

    Scenario: Strong Melee Attack is refused on a ranged attack
      Given the check:
        | action       | ranged_attack     |
        | dr           | 10                |
        | rolls        | 12 only           |
        | distance     | 5                 |
        | weapon range | 30                |
        | gambits      | strong_melee only |
      When I call falchion.resolve_check
      Then it is refused by falchion.grit.gambits

    Scenario: A reroll keeps the second result even when it is worse
      Given the check:
        | action        | other   |
        | dr            | 10      |
        | rolls         | 15 only |
        | reroll.die    | 0       |
        | reroll.result | 4       |
      When I call falchion.resolve_check
      Then the result has:
        | rolls   | 4 only |
        | success | no     |

    Scenario: A redraw keeps the second card even when it is worse
      Given the cards is AS and KH
      And the redraw:
        | card   | 1  |
        | result | 2C |
      When I call falchion.draw_reaction
      Then the result has:
        | cards    | AS and 2C   |
        | total    | 16          |
        | reaction | indifferent |

    Scenario: A redraw of a card no deck holds is an input error at its result
      Given the cards is AS and KH
      And the redraw:
        | card   | 1   |
        | result | 1C  |
      When I call falchion.draw_reaction
      Then it is an input error at redraw.result

    Scenario: A reroll may replace the second d20 of a check with advantage
      Given the check:
        | action           | melee_attack |
        | dr               | 12           |
        | rolls            | 4 and 13     |
        | distance         | 5            |
        | target surprised | yes          |
        | reroll.die       | 1            |
        | reroll.result    | 2            |
      When I call falchion.resolve_check
      Then the result has:
        | mode        | advantage |
        | rolls       | 4 and 2   |
        | kept        | 4         |
        | success     | no        |
        | move feet   | 0         |
        | falls prone | no        |

    Scenario: A reroll of 2 replacing the second d20 of a block with advantage fails, and a block moves nobody
      Given the check:
        | action        | block    |
        | dr            | 10       |
        | rolls         | 5 and 16 |
        | incoming      | unarmed  |
        | reroll.die    | 1        |
        | reroll.result | 2        |
      When I call falchion.resolve_check
      Then the result has:
        | rolls       | 5 and 2 |
        | kept        | 5       |
        | success     | no      |
        | move feet   | 0       |
        | falls prone | no      |

    Scenario: A reroll of a second d20 when only one was cast is an input error
      Given the check:
        | action        | other   |
        | dr            | 10      |
        | rolls         | 15 only |
        | reroll.die    | 1       |
        | reroll.result | 18      |
      When I call falchion.resolve_check
      Then it is an input error at check.reroll.die

    Scenario: A reroll of a second d20 on a dodge with one d20 cast is an input error
      Given the check:
        | action        | dodge  |
        | dr            | 13     |
        | rolls         | 9 only |
        | reroll.die    | 1      |
        | reroll.result | 3      |
      When I call falchion.resolve_check
      Then it is an input error at check.reroll.die

    Scenario: A reroll of a third d20 on a check with advantage is an input error: only dice 0 and 1 are cast
      Given the check:
        | action           | melee_attack |
        | dr               | 12           |
        | rolls            | 4 and 13     |
        | distance         | 5            |
        | target surprised | yes          |
        | reroll.die       | 2            |
        | reroll.result    | 20           |
      When I call falchion.resolve_check
      Then it is an input error at check.reroll.die

    Scenario Outline: A reroll of die <die> may come up <result>
      Given the check:
        | action        | other    |
        | dr            | 10       |
        | rolls         | 15 only  |
        | reroll.die    | <die>    |
        | reroll.result | <result> |
      When I call falchion.resolve_check
      Then the result has:
        | kept | <result> |

      Examples:
        | die | result |
        | 0   | 1      |
        | 0   | 20     |

    Scenario: A redraw of the first card keeps the new card in its place
      Given the cards is 10S and 2C
      And the redraw:
        | card   | 0  |
        | result | AS |
      When I call falchion.draw_reaction
      Then the result has:
        | cards | AS and 2C |
        | total | 16        |

    Scenario Outline: A redraw of card <card> is an input error: there are only cards 0 and 1
      Given the cards is 10S and 2C
      And the redraw:
        | card   | <card> |
        | result | AS     |
      When I call falchion.draw_reaction
      Then it is an input error at redraw.card

      Examples:
        | card |
        | -1   |
        | 2    |
