Feature: Niche rules
  Concentration checks, dual wielding, regeneration, rounding, structures, targeting
  what cannot be seen, and throwing melee weapons.

  Rule: awoudan.niche.concentration-check

    Scenario Outline: A concentration check is a MIN check less the damage taken
      Given the purpose is concentration
      And the ability is 2
      And the roll is 9
      And the damage taken is <damage>
      When I call awoudan.make_check
      Then the result has:
        | penalty | <damage>  |
        | total   | <total>   |
        | outcome | <outcome> |

      Examples:
        | damage | total | outcome          |
        | 4      | 7     | effect continues |
        | 5      | 6     | effect ends      |

    Scenario Outline: Damage while concentrating calls for a concentration check
      Given the character:
        | hea           | 20              |
        | sta           | 9               |
        | wil           | 9               |
        | concentrating | <concentrating> |
      And the damage:
        | stat   | sta      |
        | amount | <amount> |
      When I call awoudan.apply_damage
      Then the result has:
        | concentration check penalty | <penalty> |

      Examples:
        | concentrating | amount | penalty |
        | yes           | 3      | 3       |
        | yes           | 1      | 1       |
        | no            | 3      | none    |

    Scenario Outline: Damage while concentrating calls for a check at a penalty of the damage; 0 damage calls for none
      Given the character:
        | hea           | 9   |
        | sta           | 9   |
        | wil           | 5   |
        | concentrating | yes |
      And the damage:
        | stat   | hea      |
        | amount | <amount> |
      When I call awoudan.apply_damage
      Then the result has:
        | hea                         | <hea>     |
        | wound                       | no        |
        | drained                     | no        |
        | concentration check penalty | <penalty> |

      Examples:
        | amount | hea | penalty |
        | 1      | 8   | 1       |
        | 0      | 9   | none    |

    Scenario Outline: Damage of <amount> to WIL while concentrating calls for a check at a penalty of <penalty>
      Given the character:
        | hea           | 6   |
        | sta           | 4   |
        | wil           | 7   |
        | concentrating | yes |
      And the damage:
        | stat   | wil      |
        | amount | <amount> |
      When I call awoudan.apply_damage
      Then the result has:
        | wil                         | <wil>     |
        | concentration check penalty | <penalty> |

      Examples:
        | amount | wil | penalty |
        | 2      | 5   | 2       |
        | 0      | 7   | none    |

    Scenario: A concentration check with no damage taken stated is an input error at the damage taken
      Given the purpose is concentration
      And the ability is 2
      And the roll is 9
      When I call awoudan.make_check
      Then it is an input error at damage_taken

    Scenario: A character not said to be concentrating makes no concentration check when hurt
      Given the character:
        | hea | 20 |
        | sta | 9  |
        | wil | 9  |
      And the damage:
        | stat   | sta |
        | amount | 3   |
      When I call awoudan.apply_damage
      Then the result has:
        | sta                         | 6    |
        | concentration check penalty | none |

    Scenario: Damage taken of 0 before a concentration check takes nothing off
      Given the purpose is concentration
      And the ability is 2
      And the roll is 9
      And the damage taken is 0
      When I call awoudan.make_check
      Then the result has:
        | penalty | 0  |
        | total   | 11 |

    Scenario: A concentration check of MIN 0 with no damage taken stated is an input error, not the roll kept whole
      Given the purpose is concentration
      And the ability is 0
      And the roll is 4
      When I call awoudan.make_check
      Then it is an input error at damage_taken

    Scenario: A character not said to be concentrating makes no concentration check when its HEA is hurt
      Given the character:
        | hea | 12 |
        | sta | 5  |
        | wil | 5  |
      And the damage:
        | stat   | hea |
        | amount | 7   |
      When I call awoudan.apply_damage
      Then the result has:
        | hea                         | 5    |
        | concentration check penalty | none |

  Rule: awoudan.niche.dual-wielding

    Scenario Outline: Dual wielding adds no ability and rolls one or both weapon dice (the rulebook's shortswords)
      Given the attack:
        | kind       | melee   |
        | die        | 6       |
        | rolls      | <rolls> |
        | ability    | 3       |
        | dual wield | yes     |
      And the defender:
        | defense | 1 |
      When I call awoudan.resolve_attack
      Then the result has:
        | ability added | 0        |
        | attack roll   | <roll>   |
        | damage        | <damage> |

      Examples:
        | rolls   | roll | damage |
        | 4 only  | 4    | 3      |
        | 4 and 5 | 9    | 8      |

  Rule: awoudan.niche.stamina-regeneration

    Scenario Outline: Unspent STA regenerates d4 + END at the end of the turn, up to the maximum and never down
      Given the character:
        | sta       | <sta> |
        | wil       | 5     |
        | max sta   | 9     |
        | max wil   | 5     |
        | endurance | <end> |
      And the spent sta is <spent>
      And the rolls:
        | stamina | 2 |
      When I call awoudan.end_turn
      Then the result has:
        | sta regained | <regained> |
        | sta          | <after>    |

      Examples:
        | sta | end | spent | regained | after |
        | 5   | 3   | no    | 4        | 9     |
        | 14  | 3   | no    | 0        | 14    |

    Scenario: STA spent this turn regenerates nothing, and no d4 is rolled for it
      Given the character:
        | sta       | 5 |
        | wil       | 5 |
        | max sta   | 9 |
        | max wil   | 5 |
        | endurance | 3 |
      And the spent sta is yes
      When I call awoudan.end_turn
      Then the result has:
        | sta regained | 0 |
        | sta          | 5 |

    Scenario: A character with no END stated regenerates the d4 alone, and recovers nothing when it was not drained
      Given the character:
        | sta     | 5  |
        | wil     | 5  |
        | max sta | 12 |
        | max wil | 5  |
      And the rolls:
        | stamina | 3 |
      When I call awoudan.end_turn
      Then the result has:
        | recovered    | 0 |
        | sta regained | 3 |
        | sta          | 8 |

    Scenario: Maximums of 0 and no exhaustion are accepted
      Given the character:
        | sta       | 0 |
        | wil       | 0 |
        | max sta   | 0 |
        | max wil   | 0 |
      And the spent sta is yes
      And the spent wil is yes
      When I call awoudan.end_turn
      Then the result has:
        | sta | 0 |
        | wil | 0 |

    Scenario: A character with no END stated who rests regenerates the d4 and the d6, and recovers nothing
      Given the character:
        | sta     | 1  |
        | wil     | 2  |
        | max sta | 20 |
        | max wil | 2  |
      And the rested is yes
      And the rolls:
        | stamina | 1 |
        | rest    | 2 |
      When I call awoudan.end_turn
      Then the result has:
        | recovered    | 0 |
        | sta regained | 3 |
        | sta          | 4 |

  Rule: awoudan.niche.willpower-regeneration

    Scenario Outline: Unspent WIL regenerates MIN at the end of the turn
      Given the character:
        | sta     | 0      |
        | wil     | 2      |
        | max sta | 0      |
        | max wil | 6      |
        | mind    | <mind> |
      And the spent sta is yes
      And the spent wil is <spent>
      When I call awoudan.end_turn
      Then the result has:
        | wil regained | <regained> |
        | wil          | <after>    |

      Examples:
        | mind | spent | regained | after |
        | 3    | no    | 3        | 5     |
        | 3    | yes   | 0        | 2     |

    Scenario: A character with no MIN stated regenerates no WIL
      Given the character:
        | sta     | 5  |
        | wil     | 3  |
        | max sta | 12 |
        | max wil | 9  |
      And the rolls:
        | stamina | 3 |
      When I call awoudan.end_turn
      Then the result has:
        | wil regained | 0 |
        | wil          | 3 |

    Scenario: A character with no MIN stated regains WIL only from resting
      Given the character:
        | sta     | 5  |
        | wil     | 1  |
        | max sta | 12 |
        | max wil | 9  |
      And the rested is yes
      And the spent sta is yes
      And the rolls:
        | rest | 2 |
      When I call awoudan.end_turn
      Then the result has:
        | wil regained | 2 |
        | wil          | 3 |

  Rule: awoudan.niche.rounding

    Scenario Outline: Halves and quarters round down
      Given the character:
        | speed      | <speed>    |
        | conditions | prone only |
      And the mode is crawl
      And the squares is 0
      When I call awoudan.move
      Then the result has:
        | allowance | <allowance> |

      Examples:
        | speed | allowance |
        | 3     | 0         |

  Rule: awoudan.niche.structures

    Scenario Outline: Every 10 HEA damage takes 1 STH (the rulebook's 3 STH door)
      Given the structure:
        | sth | 3 |
      And these hits:
        | stat | amount   |
        | hea  | <amount> |
      When I call awoudan.damage_structure
      Then the result has:
        | sth left  | <left>      |
        | carried   | <carried>   |
        | destroyed | <destroyed> |

      Examples:
        | amount | left | carried | destroyed |
        | 30     | 0    | 0       | yes       |
        | 29     | 1    | 9       | no        |

    Scenario Outline: Hits of <first> and <second> HEA on a structure of 5 STH leave <left>
      Given the structure:
        | sth | 5 |
      And these hits:
        | stat | amount   |
        | hea  | <first>  |
        | hea  | <second> |
      When I call awoudan.damage_structure
      Then the result has:
        | sth left  | <left>      |
        | carried   | <carried>   |
        | destroyed | <destroyed> |

      Examples:
        | first | second | left | carried | destroyed |
        | 14    | 15     | 3    | 9       | no        |
        | 25    | 25     | 0    | 0       | yes       |
        | 25    | 15     | 1    | 0       | no        |

    Scenario: Damage to STA or WIL does nothing to a structure
      Given the structure:
        | sth | 3 |
      And these hits:
        | stat | amount |
        | sta  | 25     |
        | wil  | 12     |
      When I call awoudan.damage_structure
      Then the result has:
        | sth left | 3 |
        | carried  | 0 |

    Scenario: A WIL hit of 40 on a structure of 2 STH carrying 4 does nothing
      Given the structure:
        | sth     | 2 |
        | carried | 4 |
      And these hits:
        | stat | amount |
        | wil  | 40     |
      When I call awoudan.damage_structure
      Then the result has:
        | sth left | 2 |
        | carried  | 4 |

    Scenario: Damage carried over from earlier hits may be up to 9, and 1 more takes a point of STH
      Given the structure:
        | sth     | 3 |
        | carried | 9 |
      And these hits:
        | stat | amount |
        | hea  | 1      |
      When I call awoudan.damage_structure
      Then the result has:
        | sth left | 2 |
        | carried  | 0 |

    Scenario: Damage carried over of 10 is an input error, since 10 would have taken a point of STH
      Given the structure:
        | sth     | 3  |
        | carried | 10 |
      And these hits:
        | stat | amount |
        | hea  | 1      |
      When I call awoudan.damage_structure
      Then it is an input error at structure.carried

    Scenario: A structure already at 0 STH, with nothing carried, takes a hit of 0
      Given the structure:
        | sth     | 0 |
        | carried | 0 |
      And these hits:
        | stat | amount |
        | hea  | 0      |
      When I call awoudan.damage_structure
      Then the result has:
        | sth left | 0 |
        | carried  | 0 |

    Scenario: Damage carried over of 10 is an input error however much STH is left
      Given the structure:
        | sth     | 1  |
        | carried | 10 |
      And these hits:
        | stat | amount |
        | hea  | 5      |
      When I call awoudan.damage_structure
      Then it is an input error at structure.carried

  Rule: awoudan.niche.unseen-perception

    Scenario Outline: A d6 above the target's higher of DEX and INT finds it, and the attack is made as normal
      Given the attack:
        | kind  | ranged |
        | die   | 8      |
        | rolls | 6 only |
      And the situation:
        | invisible              | yes    |
        | unseen.perception roll | <roll> |
      And the defender:
        | dexterity    | 3 |
        | intelligence | 4 |
      When I call awoudan.resolve_attack
      Then the result has:
        | perceived   | <perceived>   |
        | attack roll | <attack_roll> |

      Examples:
        | roll | perceived | attack_roll |
        | 5    | yes       | 6           |
        | 4    | no        | 2           |

    Scenario: A perception roll of 2 equal to the target's INT does not find it
      Given the attack:
        | kind  | melee  |
        | die   | 6      |
        | rolls | 5 only |
      And the situation:
        | invisible              | yes |
        | unseen.perception roll | 2   |
      And the defender:
        | dexterity    | 1 |
        | intelligence | 2 |
      When I call awoudan.resolve_attack
      Then the result has:
        | perceived | no |

    Scenario: Against a target whose DEX and INT are not stated, a perception roll of 1 finds it
      Given the attack:
        | kind  | ranged |
        | die   | 8      |
        | rolls | 6 only |
      And the situation:
        | invisible              | yes |
        | unseen.perception roll | 1   |
      When I call awoudan.resolve_attack
      Then the result has:
        | perceived   | yes |
        | attack roll | 6   |

    Scenario: A perception roll against a target the attacker can see is an input error at it
      Given the attack:
        | kind  | ranged |
        | die   | 8      |
        | rolls | 6 only |
      And the situation:
        | unseen.perception roll | 1 |
      And the defender:
        | dexterity | 3 |
      When I call awoudan.resolve_attack
      Then it is an input error at situation.unseen

    Scenario: Against an invisible target of DEX 2 and no INT stated, a perception roll of 3 finds it
      Given the attack:
        | kind  | ranged |
        | die   | 6      |
        | rolls | 5 only |
      And the situation:
        | invisible              | yes |
        | unseen.perception roll | 3   |
      And the defender:
        | dexterity | 2 |
      When I call awoudan.resolve_attack
      Then the result has:
        | perceived   | yes |
        | attack roll | 5   |

    Scenario: A perception roll against a target behind partial concealment is an input error, not a roll that finds it
      Given the attack:
        | kind  | melee  |
        | die   | 10     |
        | rolls | 7 only |
      And the situation:
        | concealment            | concealed |
        | unseen.perception roll | 6         |
      And the defender:
        | dexterity    | 1 |
        | intelligence | 1 |
      When I call awoudan.resolve_attack
      Then it is an input error at situation.unseen

  Rule: awoudan.niche.unseen-square

    Scenario Outline: An attack on a square takes 4 and fails when the target is not there
      Given the attack:
        | kind  | ranged  |
        | die   | 12      |
        | rolls | 12 only |
      And the situation:
        | concealment             | total   |
        | unseen.perception roll  | 1       |
        | unseen.target in square | <there> |
      And the defender:
        | dexterity | 2 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 8        |
        | hit         | <hit>    |
        | damage      | <damage> |

      Examples:
        | there | hit | damage |
        | yes   | yes | 8      |
        | no    | no  | 0      |

    Scenario Outline: A melee attack on a square a d10 rolled 10 for takes 4 and misses an empty square
      Given the attack:
        | kind  | melee   |
        | die   | 10      |
        | rolls | 10 only |
      And the situation:
        | concealment             | total   |
        | unseen.perception roll  | 2       |
        | unseen.target in square | <there> |
      And the defender:
        | dexterity | 4 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 6        |
        | hit         | <hit>    |
        | damage      | <damage> |

      Examples:
        | there | hit | damage |
        | yes   | yes | 6      |
        | no    | no  | 0      |

  Rule: awoudan.niche.unseen-areas

    Scenario Outline: Blasts and bursts aimed at the unseen take no penalty, lines do
      Given the attack:
        | kind   | spell  |
        | die    | 6      |
        | rolls  | 6 only |
        | target | sta    |
        | area   | <area> |
      And the situation:
        | invisible              | yes |
        | unseen.perception roll | 1   |
      And the defender:
        | sta       | 10 |
        | dexterity | 2  |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | <roll> |

      Examples:
        | area        | roll |
        | blast       | 6    |
        | burst       | 6    |
        | close_burst | 6    |
        | line        | 2    |

  Rule: awoudan.niche.unseen-after-hit

    Scenario Outline: A hit on an unseen target leaves it only concealed
      Given the attack:
        | kind  | ranged      |
        | die   | 8           |
        | rolls | <roll> only |
      And the situation:
        | invisible              | yes |
        | unseen.perception roll | 1   |
      And the defender:
        | dexterity | 3 |
      When I call awoudan.resolve_attack
      Then the result has:
        | hit               | <hit>   |
        | concealment after | <after> |

      Examples:
        | roll | hit | after     |
        | 5    | yes | concealed |
        | 4    | no  | none      |

    Scenario Outline: A melee hit on an unseen target of DEX 5 leaves it only concealed
      Given the attack:
        | kind  | melee       |
        | die   | 10          |
        | rolls | <roll> only |
      And the situation:
        | invisible              | yes |
        | unseen.perception roll | 2   |
      And the defender:
        | dexterity | 5 |
      When I call awoudan.resolve_attack
      Then the result has:
        | hit               | <hit>   |
        | concealment after | <after> |

      Examples:
        | roll | hit | after     |
        | 9    | yes | concealed |
        | 3    | no  | none      |

  Rule: awoudan.niche.throwing

    Scenario Outline: A thrown melee weapon adds no ability, halves the roll, and reaches the thrower's STR
      Given the attack:
        | kind     | melee       |
        | die      | 8           |
        | rolls    | <roll> only |
        | ability  | 3           |
        | thrown   | yes         |
        | distance | 3           |
      And the attacker:
        | strength | 3 |
      When I call awoudan.resolve_attack
      Then the result has:
        | dice          | <dice> |
        | ability added | 0      |
        | attack roll   | <dice> |

      Examples:
        | roll | dice |
        | 7    | 3    |

    Scenario: A throw one square past the thrower's STR is refused
      Given the attack:
        | kind     | melee  |
        | die      | 8      |
        | rolls    | 7 only |
        | thrown   | yes    |
        | distance | 4      |
      And the attacker:
        | strength | 3 |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.niche.throwing

    Scenario: A thrower whose STR is not stated cannot throw an ordinary weapon even one square
      Given the attack:
        | kind     | melee  |
        | die      | 8      |
        | rolls    | 7 only |
        | thrown   | yes    |
        | distance | 1      |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.niche.throwing

    Scenario: A throw into the thrower's own square, 0 squares away, needs no STR
      Given the attack:
        | kind     | melee  |
        | die      | 8      |
        | rolls    | 6 only |
        | thrown   | yes    |
        | distance | 0      |
      When I call awoudan.resolve_attack
      Then the result has:
        | dice        | 3 |
        | attack roll | 3 |

    Scenario: A thrower whose STR is not stated cannot throw a d4 dagger without the throw property into the next square
      Given the attack:
        | kind     | melee  |
        | die      | 4      |
        | rolls    | 3 only |
        | thrown   | yes    |
        | distance | 1      |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.niche.throwing

  Rule: awoudan.niche.throw-property

    Scenario: A weapon with the throw property is thrown with its ability, whole roll and any distance
      Given the attack:
        | kind           | melee  |
        | die            | 8      |
        | rolls          | 7 only |
        | ability        | 3      |
        | thrown         | yes    |
        | throw property | yes    |
        | distance       | 9      |
      When I call awoudan.resolve_attack
      Then the result has:
        | dice          | 7  |
        | ability added | 3  |
        | attack roll   | 10 |
