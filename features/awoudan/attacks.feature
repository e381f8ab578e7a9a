Feature: Attacks
  The attack roll, the target's DEF or FOC, the hit, the stat it lowers, and the
  modifiers, through awoudan.resolve_attack.

  Rule: awoudan.attacks.roll

    Scenario: The attack roll is the dice plus the ability and any bonus
      Given the attack:
        | kind    | melee  |
        | die     | 6      |
        | rolls   | [2, 5] |
        | ability | 3      |
        | bonus   | 1      |
      And the defender:
        | defense | 0 |
      When I call awoudan.resolve_attack
      Then the result has:
        | dice          | 7  |
        | ability_added | 3  |
        | attack_roll   | 11 |

    Scenario: A die of seven sides is an input error
      Given the attack:
        | kind  | melee |
        | die   | 7     |
        | rolls | [3]   |
      And the defender:
        | defense | 0 |
      When I call awoudan.resolve_attack
      Then it is an input error at attack.die

  Rule: awoudan.attacks.defense

    Scenario Outline: Weapons meet DEF and spells meet FOC
      Given the attack:
        | kind   | <kind>   |
        | die    | 8        |
        | rolls  | [8]      |
        | target | <target> |
      And the defender:
        | defense | 4 |
        | focus   | 2 |
      When I call awoudan.resolve_attack
      Then the result has:
        | defense_stat | <stat>   |
        | defense      | <value>  |
        | damage       | <damage> |

      Examples:
        | kind   | target | stat | value | damage |
        | ranged | hea    | def  | 4     | 4      |
        | spell  | wil    | foc  | 2     | 6      |

    Scenario: A negative DEF is an input error
      Given the attack:
        | kind  | ranged |
        | die   | 8      |
        | rolls | [8]    |
      And the defender:
        | defense | -4 |
      When I call awoudan.resolve_attack
      Then it is an input error at defender.defense

    Scenario: A spell against a FOC of 0 meets no defence
      Given the attack:
        | kind   | spell |
        | target | sta   |
        | die    | 6     |
        | rolls  | [4]   |
      And the defender:
        | defense | 5 |
        | focus   | 0 |
      When I call awoudan.resolve_attack
      Then the result has:
        | defense stat | foc |
        | defense      | 0   |
        | damage       | 4   |

    Scenario Outline: A defender's <field> of -1 is an input error
      Given the attack:
        | kind   | spell |
        | target | sta   |
        | die    | 6     |
        | rolls  | [4]   |
      And the defender:
        | <field> | -1 |
      When I call awoudan.resolve_attack
      Then it is an input error at defender.<field>

      Examples:
        | field   |
        | defense |
        | focus   |

  Rule: awoudan.attacks.hit

    Scenario Outline: A result of 0 or less misses, anything above hits for that much
      Given the attack:
        | kind    | melee  |
        | die     | 12     |
        | rolls   | [<roll>] |
        | ability | 2      |
      And the defender:
        | defense | 5 |
      When I call awoudan.resolve_attack
      Then the result has:
        | result | <result> |
        | hit    | <hit>    |
        | damage | <damage> |

      Examples:
        | roll | result | hit   | damage |
        | 4    | 1      | true  | 1      |
        | 3    | 0      | false | 0      |

  Rule: awoudan.attacks.target-stat

    Scenario Outline: Each kind of attack lowers the stats it may target, or the one its own text names
      Given the attack:
        | kind          | <kind>   |
        | die           | 6        |
        | rolls         | [6]      |
        | target        | <target> |
        | target_stated | <stated> |
      And the defender:
        | sta | 10 |
      When I call awoudan.resolve_attack
      Then the result has:
        | target            | <target> |
        | defender_sta_left | <left>   |

      Examples:
        | kind   | target | stated | left |
        | melee  | sta    | false  | 4    |
        | spell  | sta    | false  | 4    |
        | spell  | wil    | false  | 10   |
        | ranged | sta    | true   | 4    |

    Scenario Outline: A stat outside the attack's kind is refused unless the attack's own text names it
      Given the attack:
        | kind   | <kind>   |
        | die    | 6        |
        | rolls  | [6]      |
        | target | <target> |
      And the defender:
        | sta | 10 |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.attacks.target-stat

      Examples:
        | kind   | target |
        | ranged | sta    |
        | melee  | wil    |
        | spell  | hea    |

    Scenario: An unknown stat is an input error
      Given the attack:
        | kind   | melee |
        | die    | 6     |
        | rolls  | [6]   |
        | target | luck  |
      And the defender:
        | sta | 10 |
      When I call awoudan.resolve_attack
      Then it is an input error at attack.target

  Rule: awoudan.attacks.deals-damage

    Scenario: An ability that deals damage makes no attack roll and meets no defence
      Given the attack:
        | kind   | spell |
        | target | wil   |
        | deals  | 5     |
      And the defender:
        | focus      | 4           |
        | conditions | ["exposed"] |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack_roll   | null |
        | defense       | 0    |
        | exposed_bonus | 0    |
        | damage        | 5    |

    Scenario: An ability that deals damage cannot be dodged
      Given the attack:
        | kind   | spell |
        | target | sta   |
        | deals  | 5     |
      And the defender:
        | sta | 12 |
      And the reaction:
        | kind | dodge |
        | roll | 6     |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.attacks.deals-damage

    Scenario: Damage an ability deals to STA comes off the defender's STA, with no dice, no ability and no reaction
      Given the attack:
        | kind   | spell |
        | target | sta   |
        | deals  | 5     |
      And the defender:
        | sta        | 12          |
        | conditions | ["exposed"] |
      When I call awoudan.resolve_attack
      Then the result has:
        | dice                      | 0           |
        | ability_added             | 0           |
        | modifiers                 | []          |
        | dodge                     | 0           |
        | hit                       | true        |
        | damage                    | 5           |
        | reaction_sta              | 0           |
        | defender_sta_left         | 7           |
        | defender_conditions       | ["exposed"] |
        | no_exposed_save_next_turn | false       |
        | opportunity_attack        | false       |

    Scenario: An ability that deals 0 damage does not hit
      Given the attack:
        | kind   | spell |
        | target | sta   |
        | deals  | 0     |
      And the defender:
        | sta | 12 |
      When I call awoudan.resolve_attack
      Then the result has:
        | hit               | false |
        | damage            | 0     |
        | defender_sta_left | 12    |

    Scenario: An ability that deals 1 damage to WIL hits and leaves the defender's STA alone
      Given the attack:
        | kind   | spell |
        | target | wil   |
        | deals  | 1     |
      And the defender:
        | sta | 12 |
      When I call awoudan.resolve_attack
      Then the result has:
        | hit               | yes |
        | damage            | 1   |
        | defender sta left | 12  |

    Scenario: An ability dealing -1 damage is an input error
      Given the attack:
        | kind   | spell |
        | target | wil   |
        | deals  | -1    |
      When I call awoudan.resolve_attack
      Then it is an input error at attack.deals

    Scenario: An ability that deals 2 damage to WIL hits and leaves the defender's 7 STA alone
      Given the attack:
        | kind   | spell |
        | target | wil   |
        | deals  | 2     |
      And the defender:
        | sta | 7 |
      When I call awoudan.resolve_attack
      Then the result has:
        | hit               | yes |
        | damage            | 2   |
        | defender sta left | 7   |

    Scenario: An ability that deals 1 damage to STA hits
      Given the attack:
        | kind   | spell |
        | target | sta   |
        | deals  | 1     |
      And the defender:
        | sta | 3 |
      When I call awoudan.resolve_attack
      Then the result has:
        | hit               | yes |
        | damage            | 1   |
        | defender sta left | 2   |

  Rule: awoudan.attacks.combat-advantage

    Scenario Outline: Any source of combat advantage adds 2 once
      Given the attack:
        | kind  | melee |
        | die   | 6     |
        | rolls | [3]   |
      And the situation:
        | flanking         | <flanking> |
        | combat_advantage | <other>    |
      And the defender:
        | defense  | 0          |
        | sprinted | <sprinted> |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack_roll | <roll> |
      And the result has these modifiers:
        | source           | value |
        | combat advantage | 2     |

      Examples:
        | flanking | other | sprinted | roll |
        | true     | false | false    | 5    |
        | false    | false | true     | 5    |
        | true     | true  | true     | 5    |

    Scenario: Without combat advantage nothing is added
      Given the attack:
        | kind  | melee |
        | die   | 6     |
        | rolls | [3]   |
      And the defender:
        | defense | 0 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack_roll | 3  |
        | modifiers   | [] |

  Rule: awoudan.attacks.cover

    Scenario Outline: Cover takes 2 and superior cover 8 off the attack roll
      Given the attack:
        | kind  | ranged |
        | die   | 10     |
        | rolls | [10]   |
      And the situation:
        | cover | <cover> |
      And the defender:
        | defense | 2 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack_roll | <roll>   |
        | damage      | <damage> |

      Examples:
        | cover    | roll | damage |
        | none     | 10   | 8      |
        | cover    | 8    | 6      |
        | superior | 2    | 0      |

  Rule: awoudan.attacks.concealment

    Scenario: A concealed target costs the attacker 2
      Given the attack:
        | kind  | ranged |
        | die   | 10     |
        | rolls | [6]    |
      And the situation:
        | concealment | concealed |
      And the defender:
        | defense | 0 |
      When I call awoudan.resolve_attack
      Then the result has these modifiers:
        | source      | value |
        | concealment | -2    |

    Scenario Outline: A target with total concealment or invisibility cannot be attacked as normal
      Given the attack:
        | kind  | ranged |
        | die   | 10     |
        | rolls | [6]    |
      And the situation:
        | concealment | <concealment> |
        | invisible   | <invisible>   |
      And the defender:
        | defense | 0 |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.attacks.concealment

      Examples:
        | concealment | invisible |
        | total       | false     |
        | none        | true      |

  Rule: awoudan.attacks.prone-target

    Scenario Outline: A prone target gives melee attacks combat advantage and ranged attacks -2
      Given the attack:
        | kind  | <kind> |
        | die   | 8      |
        | rolls | [5]    |
      And the defender:
        | defense    | 1         |
        | conditions | ["prone"] |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack_roll | <roll> |
      And the result has these modifiers:
        | source   | value   |
        | <source> | <value> |

      Examples:
        | kind   | roll | source           | value |
        | melee  | 7    | combat advantage | 2     |
        | ranged | 3    | prone target     | -2    |

  Rule: awoudan.attacks.grappled-attacker

    Scenario: A grappled attacker takes 2 off its attack rolls
      Given the attack:
        | kind  | melee |
        | die   | 8     |
        | rolls | [5]   |
      And the attacker:
        | conditions | ["grappled"] |
      And the defender:
        | defense | 0 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack_roll | 3 |

  Rule: awoudan.attacks.exposed

    Scenario Outline: An exposed target takes 4 more damage from an attack that hits
      Given the attack:
        | kind  | melee    |
        | die   | 8        |
        | rolls | [<roll>] |
      And the defender:
        | defense    | 3           |
        | conditions | ["exposed"] |
      When I call awoudan.resolve_attack
      Then the result has:
        | result        | <result> |
        | exposed_bonus | <bonus>  |
        | damage        | <damage> |

      Examples:
        | roll | result | bonus | damage |
        | 4    | 1      | 4     | 5      |
        | 3    | 0      | 0     | 0      |

  Rule: awoudan.attacks.finisher

    Scenario Outline: A finisher that hits wounds an unconscious foe, or costs a dying foe a death save
      Given the attack:
        | kind     | melee |
        | die      | 8     |
        | rolls    | [6]   |
        | finisher | true  |
      And the defender:
        | defense    | 2            |
        | conditions | <conditions> |
      When I call awoudan.resolve_attack
      Then the result has:
        | hit      | true       |
        | finisher | <finisher> |

      Examples:
        | conditions                 | finisher          |
        | ["unconscious"]            | wound             |
        | ["unconscious", "dying"]   | failed death save |

    Scenario: A finisher against a foe who is awake and able is refused
      Given the attack:
        | kind     | melee |
        | die      | 8     |
        | rolls    | [6]   |
        | finisher | true  |
      And the defender:
        | defense | 2 |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.attacks.finisher

    Scenario: A finisher that misses neither wounds nor costs a death save
      Given the attack:
        | kind     | melee |
        | die      | 8     |
        | rolls    | [1]   |
        | finisher | yes   |
      And the defender:
        | defense    | 6               |
        | conditions | ["unconscious"] |
      When I call awoudan.resolve_attack
      Then the result has:
        | hit      | no   |
        | finisher | null |

    Scenario: An attack that is not a finisher wounds no one, even when it hits an unconscious foe
      Given the attack:
        | kind  | melee |
        | die   | 8     |
        | rolls | [6]   |
      And the defender:
        | defense    | 2               |
        | conditions | ["unconscious"] |
      When I call awoudan.resolve_attack
      Then the result has:
        | hit      | yes  |
        | finisher | null |
