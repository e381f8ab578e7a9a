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
        | 5   | 3   | yes   | 0        | 5     |
        | 14  | 3   | no    | 0        | 14    |

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
