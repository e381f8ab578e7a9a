Feature: Attacks
  The attack roll, the target's DEF or FOC, the hit, the stat it lowers, and the
  modifiers.

  Rule: awoudan.attacks.roll

    Scenario: The attack roll is the dice plus the ability and any bonus
      Given the attack:
        | kind    | melee   |
        | die     | 6       |
        | rolls   | 2 and 5 |
        | ability | 3       |
        | bonus   | 1       |
      And the defender:
        | defense | 0 |
      When I call awoudan.resolve_attack
      Then the result has:
        | dice          | 7  |
        | ability added | 3  |
        | attack roll   | 11 |

    Scenario: A bow's 6 with DEX 2 and a +2 bow adds both, not the bonus in place of the score: 10
      Given the attack:
        | kind    | ranged |
        | die     | 8      |
        | rolls   | 6 only |
        | ability | 2      |
        | bonus   | 2      |
      And the defender:
        | defense | 3 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 10 |
        | result      | 7  |

    Scenario: A spell's 3 and 4 with WIL 4 and a +1 focus comes to 12 against FOC 3
      Given the attack:
        | kind    | spell   |
        | die     | 4       |
        | rolls   | 3 and 4 |
        | ability | 4       |
        | bonus   | 1       |
        | target  | wil     |
      And the defender:
        | focus | 3 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 12 |
        | damage      | 9  |

    Scenario: A weak arm of STR -1 still counts beside a +2 blade: a 5 comes to 6
      Given the attack:
        | kind    | melee  |
        | die     | 8      |
        | rolls   | 5 only |
        | ability | -1     |
        | bonus   | 2      |
      And the defender:
        | defense | 6 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 6     |
        | result      | 0     |
        | hit         | false |

  Rule: awoudan.attacks.defense

    Scenario Outline: Weapons meet DEF and spells meet FOC
      Given the attack:
        | kind   | <kind>   |
        | die    | 8        |
        | rolls  | 8 only   |
        | target | <target> |
      And the defender:
        | defense | 4 |
        | focus   | 2 |
      When I call awoudan.resolve_attack
      Then the result has:
        | defense stat | <stat>    |
        | defense      | <defense> |
        | damage       | <damage>  |

      Examples:
        | kind   | target | stat | defense | damage |
        | ranged | hea    | def  | 4       | 4      |
        | spell  | wil    | foc  | 2       | 6      |

    Scenario: A spell against a FOC of 0 meets no defence
      Given the attack:
        | kind   | spell  |
        | target | sta    |
        | die    | 6      |
        | rolls  | 4 only |
      And the defender:
        | defense | 5 |
        | focus   | 0 |
      When I call awoudan.resolve_attack
      Then the result has:
        | defense stat | foc |
        | defense      | 0   |
        | damage       | 4   |

    Scenario: A melee attack on STA still meets DEF 4, not FOC 1: a roll of 7 lowers STA by 3
      Given the attack:
        | kind   | melee  |
        | die    | 8      |
        | rolls  | 7 only |
        | target | sta    |
      And the defender:
        | defense | 4  |
        | focus   | 1  |
        | sta     | 10 |
      When I call awoudan.resolve_attack
      Then the result has:
        | target            | sta |
        | defense stat      | def |
        | defense           | 4   |
        | damage            | 3   |
        | defender sta left | 7   |

    Scenario: A ranged weapon whose text names WIL meets DEF 5, not FOC 0, and a roll of 5 misses
      Given the attack:
        | kind          | ranged |
        | die           | 6      |
        | rolls         | 5 only |
        | target        | wil    |
        | target stated | yes    |
      And the defender:
        | defense | 5 |
        | focus   | 0 |
      When I call awoudan.resolve_attack
      Then the result has:
        | target       | wil   |
        | defense stat | def   |
        | defense      | 5     |
        | hit          | false |

  Rule: awoudan.attacks.hit

    Scenario Outline: A result of 0 or less misses, anything above hits for that much
      Given the attack:
        | kind    | melee       |
        | die     | 12          |
        | rolls   | <roll> only |
        | ability | 2           |
      And the defender:
        | defense | 5 |
      When I call awoudan.resolve_attack
      Then the result has:
        | result | <result> |
        | hit    | <hit>    |
        | damage | <damage> |

      Examples:
        | roll | result | hit | damage |
        | 4    | 1      | yes | 1      |
        | 3    | 0      | no  | 0      |

  Rule: awoudan.attacks.target-stat

    Scenario Outline: Each kind of attack lowers the stats it may target, or the one its own text names
      Given the attack:
        | kind          | <kind>   |
        | die           | 6        |
        | rolls         | 6 only   |
        | target        | <target> |
        | target stated | <stated> |
      And the defender:
        | sta | 10 |
      When I call awoudan.resolve_attack
      Then the result has:
        | target            | <target> |
        | defender sta left | <left>   |

      Examples:
        | kind   | target | stated | left |
        | melee  | sta    | no     | 4    |
        | spell  | sta    | no     | 4    |
        | spell  | wil    | no     | 10   |
        | ranged | sta    | yes    | 4    |

    Scenario: A spell's 5 against a defender with no FOC stated takes all 5 from STA
      Given the attack:
        | kind   | spell  |
        | die    | 8      |
        | rolls  | 5 only |
        | target | sta    |
      And the defender:
        | sta | 9 |
      When I call awoudan.resolve_attack
      Then the result has:
        | damage            | 5 |
        | defender sta left | 4 |

    Scenario Outline: A stat outside the attack's kind is refused unless the attack's own text names it
      Given the attack:
        | kind   | <kind>   |
        | die    | 6        |
        | rolls  | 6 only   |
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

    Scenario: A bow's 10 aimed at STA is refused, though a sword's would go through
      Given the attack:
        | kind   | ranged  |
        | die    | 10      |
        | rolls  | 10 only |
        | target | sta     |
      And the defender:
        | defense | 2  |
        | sta     | 12 |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.attacks.target-stat

    Scenario: A sling's 1 aimed at STA is refused, not a miss
      Given the attack:
        | kind   | ranged |
        | die    | 4      |
        | rolls  | 1 only |
        | target | sta    |
      And the defender:
        | defense | 5 |
        | sta     | 8 |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.attacks.target-stat

    Scenario: A ranged blast aimed at STA is refused as a single arrow is
      Given the attack:
        | kind   | ranged  |
        | die    | 6       |
        | rolls  | 4 and 3 |
        | target | sta     |
        | area   | blast   |
      And the defender:
        | sta | 10 |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.attacks.target-stat

  Rule: awoudan.attacks.deals-damage

    Scenario: An ability that deals damage makes no attack roll and meets no defence
      Given the attack:
        | kind   | spell |
        | target | wil   |
        | deals  | 5     |
      And the defender:
        | focus      | 4            |
        | conditions | exposed only |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll   | none |
        | defense       | 0    |
        | exposed bonus | 0    |
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
        | sta        | 12           |
        | conditions | exposed only |
      When I call awoudan.resolve_attack
      Then the result has:
        | dice                      | 0            |
        | ability added             | 0            |
        | modifiers                 | nothing      |
        | dodge                     | 0            |
        | hit                       | yes          |
        | damage                    | 5            |
        | reaction sta              | 0            |
        | defender sta left         | 7            |
        | defender conditions       | exposed only |
        | no exposed save next turn | no           |
        | opportunity attack        | no           |

    Scenario: Damage of 3 an ability deals to STA comes off it whole, whatever the defender's FOC and exposure
      Given the attack:
        | kind   | spell |
        | target | sta   |
        | deals  | 3     |
      And the defender:
        | sta        | 10           |
        | focus      | 6            |
        | conditions | exposed only |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll               | none         |
        | defense                   | 0            |
        | exposed bonus             | 0            |
        | dice                      | 0            |
        | ability added             | 0            |
        | modifiers                 | nothing      |
        | dodge                     | 0            |
        | hit                       | yes          |
        | damage                    | 3            |
        | reaction sta              | 0            |
        | defender sta left         | 7            |
        | defender conditions       | exposed only |
        | no exposed save next turn | no           |
        | opportunity attack        | no           |

    Scenario: An ability that deals 0 damage does not hit
      Given the attack:
        | kind   | spell |
        | target | sta   |
        | deals  | 0     |
      And the defender:
        | sta | 12 |
      When I call awoudan.resolve_attack
      Then the result has:
        | hit               | no |
        | damage            | 0  |
        | defender sta left | 12 |

    Scenario: An ability that deals 0 damage to WIL does not hit either
      Given the attack:
        | kind   | spell |
        | target | wil   |
        | deals  | 0     |
      And the defender:
        | sta   | 5 |
        | focus | 3 |
      When I call awoudan.resolve_attack
      Then the result has:
        | hit               | no |
        | damage            | 0  |
        | defender sta left | 5  |

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
        | kind  | melee  |
        | die   | 6      |
        | rolls | 3 only |
      And the situation:
        | flanking         | <flanking> |
        | combat advantage | <other>    |
      And the defender:
        | defense  | 0          |
        | sprinted | <sprinted> |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | <roll> |
      And the result has these modifiers:
        | source           | value |
        | combat advantage | 2     |

      Examples:
        | flanking | other | sprinted | roll |
        | yes      | no    | no       | 5    |
        | no       | no    | yes      | 5    |
        | yes      | yes   | yes      | 5    |

    Scenario: Without combat advantage nothing is added
      Given the attack:
        | kind  | melee  |
        | die   | 6      |
        | rolls | 3 only |
      And the defender:
        | defense | 0 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 3       |
        | modifiers   | nothing |

    Scenario: A sword against a flanked foe who is also prone adds 2 once: a 4 against DEF 2 leaves 4
      Given the attack:
        | kind  | melee  |
        | die   | 8      |
        | rolls | 4 only |
      And the situation:
        | flanking | yes |
      And the defender:
        | defense    | 2          |
        | conditions | prone only |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 6 |
        | result      | 4 |

    Scenario: An arrow at a foe who sprinted, with an ability's combat advantage too, adds 2 once: 7 against DEF 3
      Given the attack:
        | kind  | ranged |
        | die   | 10     |
        | rolls | 5 only |
      And the situation:
        | combat advantage | yes |
      And the defender:
        | defense  | 3   |
        | sprinted | yes |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 7 |
        | damage      | 4 |

    Scenario: A spell's 1 at a flanked foe who sprinted comes to 3, and FOC 3 still stops it
      Given the attack:
        | kind   | spell  |
        | die    | 6      |
        | rolls  | 1 only |
        | target | sta    |
      And the situation:
        | flanking | yes |
      And the defender:
        | focus    | 3   |
        | sprinted | yes |
        | sta      | 9   |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll       | 3     |
        | hit               | false |
        | defender sta left | 9     |

  Rule: awoudan.attacks.cover

    Scenario Outline: Cover takes 2 and superior cover 8 off the attack roll
      Given the attack:
        | kind  | ranged  |
        | die   | 10      |
        | rolls | 10 only |
      And the situation:
        | cover | <cover> |
      And the defender:
        | defense | 2 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | <roll>   |
        | damage      | <damage> |

      Examples:
        | cover    | roll | damage |
        | "none"   | 10   | 8      |
        | cover    | 8    | 6      |
        | superior | 2    | 0      |

    Scenario: Cover costs a sword 2 as it costs a bow: a 7 against DEF 1 comes to 5
      Given the attack:
        | kind  | melee  |
        | die   | 8      |
        | rolls | 7 only |
      And the situation:
        | cover | cover |
      And the defender:
        | defense | 1 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 5 |
        | damage      | 4 |
      And the result has these modifiers:
        | source | value |
        | cover  | -2    |

    Scenario: A spell's 4 at a target in cover with FOC 2 comes to 2 and misses
      Given the attack:
        | kind   | spell  |
        | die    | 6      |
        | rolls  | 4 only |
        | target | wil    |
      And the situation:
        | cover | cover |
      And the defender:
        | focus | 2 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 2     |
        | result      | 0     |
        | hit         | false |

    Scenario: Superior cover costs a sword's 12 the whole 8: 4 against DEF 0
      Given the attack:
        | kind  | melee   |
        | die   | 12      |
        | rolls | 12 only |
      And the situation:
        | cover | superior |
      And the defender:
        | defense | 0 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 4 |
        | damage      | 4 |
      And the result has these modifiers:
        | source         | value |
        | superior cover | -8    |

  Rule: awoudan.attacks.concealment

    Scenario: A concealed target costs the attacker 2
      Given the attack:
        | kind  | ranged |
        | die   | 10     |
        | rolls | 6 only |
      And the situation:
        | concealment | concealed |
      And the defender:
        | defense | 0 |
      When I call awoudan.resolve_attack
      Then the result has these modifiers:
        | source      | value |
        | concealment | -2    |

    Scenario: A melee attack of 9 on a concealed target of DEF 5 comes to 7
      Given the attack:
        | kind  | melee  |
        | die   | 12     |
        | rolls | 9 only |
      And the situation:
        | concealment | concealed |
      And the defender:
        | defense | 5 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 7 |
        | result      | 2 |

    Scenario: A spell's 7 at a concealed target with FOC 1 comes to 5, a result of 4
      Given the attack:
        | kind   | spell  |
        | die    | 8      |
        | rolls  | 7 only |
        | target | sta    |
      And the situation:
        | concealment | concealed |
      And the defender:
        | focus | 1  |
        | sta   | 10 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll       | 5 |
        | result            | 4 |
        | defender sta left | 6 |
      And the result has these modifiers:
        | source      | value |
        | concealment | -2    |

    Scenario: A sword's 3 in the dark against DEF 1 comes to 1: the 2 lost to concealment makes it miss
      Given the attack:
        | kind  | melee  |
        | die   | 6      |
        | rolls | 3 only |
      And the situation:
        | concealment | concealed |
      And the defender:
        | defense | 1 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 1     |
        | result      | 0     |
        | hit         | false |
      And the result has these modifiers:
        | source      | value |
        | concealment | -2    |

    Scenario Outline: A target with total concealment or invisibility cannot be attacked as normal
      Given the attack:
        | kind  | ranged |
        | die   | 10     |
        | rolls | 6 only |
      And the situation:
        | concealment | <concealment> |
        | invisible   | <invisible>   |
      And the defender:
        | defense | 0 |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.attacks.concealment

      Examples:
        | concealment | invisible |
        | total       | no        |
        | "none"      | yes       |

  Rule: awoudan.attacks.prone-target

    Scenario Outline: A prone target gives melee attacks combat advantage and ranged attacks -2
      Given the attack:
        | kind  | <kind> |
        | die   | 8      |
        | rolls | 5 only |
      And the defender:
        | defense    | 1          |
        | conditions | prone only |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | <roll> |
      And the result has these modifiers:
        | source     | value    |
        | <modifier> | <change> |

      Examples:
        | kind   | roll | modifier         | change |
        | melee  | 7    | combat advantage | 2      |
        | ranged | 3    | prone target     | -2     |

    Scenario: A ranged attack of 10 on a prone target comes to 8
      Given the attack:
        | kind  | ranged  |
        | die   | 12      |
        | rolls | 10 only |
      And the defender:
        | defense    | 3          |
        | conditions | prone only |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 8 |
        | result      | 5 |

  Rule: awoudan.attacks.grappled-attacker

    Scenario: A grappled attacker takes 2 off its attack rolls
      Given the attack:
        | kind  | melee  |
        | die   | 8      |
        | rolls | 5 only |
      And the attacker:
        | conditions | grappled only |
      And the defender:
        | defense | 0 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 3 |

    Scenario: A grappled attacker's ranged 7 comes to 5
      Given the attack:
        | kind  | ranged |
        | die   | 10     |
        | rolls | 7 only |
      And the attacker:
        | conditions | grappled only |
      And the defender:
        | defense | 1 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 5 |
        | result      | 4 |

    Scenario: A spell of 6 cast by a grappled attacker comes to 4 against FOC 1
      Given the attack:
        | kind   | spell  |
        | die    | 6      |
        | rolls  | 6 only |
        | target | wil    |
      And the attacker:
        | conditions | grappled only |
      And the defender:
        | focus | 1 |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 4 |
        | damage      | 3 |
      And the result has these modifiers:
        | source            | value |
        | grappled attacker | -2    |

    Scenario: Attacking a grappled foe costs nothing: a sword's 6 against DEF 2 leaves 4
      Given the attack:
        | kind  | melee  |
        | die   | 6      |
        | rolls | 6 only |
      And the defender:
        | defense    | 2             |
        | conditions | grappled only |
      When I call awoudan.resolve_attack
      Then the result has:
        | attack roll | 6       |
        | modifiers   | nothing |
        | damage      | 4       |

  Rule: awoudan.attacks.exposed

    Scenario Outline: An exposed target takes 4 more damage from an attack that hits
      Given the attack:
        | kind  | melee       |
        | die   | 8           |
        | rolls | <roll> only |
      And the defender:
        | defense    | 3            |
        | conditions | exposed only |
      When I call awoudan.resolve_attack
      Then the result has:
        | result        | <result> |
        | exposed bonus | <bonus>  |
        | damage        | <damage> |

      Examples:
        | roll | result | bonus | damage |
        | 4    | 1      | 4     | 5      |
        | 3    | 0      | 0     | 0      |

    Scenario: A 2 against an exposed target of DEF 5 misses by 3, and the 4 more does not make it a hit
      Given the attack:
        | kind  | melee  |
        | die   | 8      |
        | rolls | 2 only |
      And the defender:
        | defense    | 5            |
        | conditions | exposed only |
      When I call awoudan.resolve_attack
      Then the result has:
        | result        | -3    |
        | hit           | false |
        | exposed bonus | 0     |
        | damage        | 0     |

    Scenario: A spell's 3 against an exposed target of FOC 4 misses by 1 and leaves its STA whole
      Given the attack:
        | kind   | spell  |
        | die    | 6      |
        | rolls  | 3 only |
        | target | sta    |
      And the defender:
        | focus      | 4            |
        | sta        | 7            |
        | conditions | exposed only |
      When I call awoudan.resolve_attack
      Then the result has:
        | result            | -1    |
        | hit               | false |
        | damage            | 0     |
        | defender sta left | 7     |

  Rule: awoudan.attacks.finisher

    Scenario Outline: A finisher that hits wounds an unconscious foe, or costs a dying foe a death save
      Given the attack:
        | kind     | melee  |
        | die      | 8      |
        | rolls    | 6 only |
        | finisher | yes    |
      And the defender:
        | defense    | 2            |
        | conditions | <conditions> |
      When I call awoudan.resolve_attack
      Then the result has:
        | hit      | yes        |
        | finisher | <finisher> |

      Examples:
        | conditions            | finisher          |
        | unconscious only      | wound             |
        | unconscious and dying | failed death save |

    Scenario: A finisher against a foe who is awake and able is refused
      Given the attack:
        | kind     | melee  |
        | die      | 8      |
        | rolls    | 6 only |
        | finisher | yes    |
      And the defender:
        | defense | 2 |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.attacks.finisher

    Scenario: A ranged finisher of 10 against a foe who is awake and able is refused too
      Given the attack:
        | kind     | ranged  |
        | die      | 12      |
        | rolls    | 10 only |
        | finisher | yes     |
      And the defender:
        | defense | 4 |
        | sta     | 6 |
      When I call awoudan.resolve_attack
      Then it is refused by awoudan.attacks.finisher

    Scenario: A finisher that misses neither wounds nor costs a death save
      Given the attack:
        | kind     | melee  |
        | die      | 8      |
        | rolls    | 1 only |
        | finisher | yes    |
      And the defender:
        | defense    | 6                |
        | conditions | unconscious only |
      When I call awoudan.resolve_attack
      Then the result has:
        | hit      | no   |
        | finisher | none |

    Scenario: A finisher of 3 on a helpless foe of DEF 3 misses and deals no wound
      Given the attack:
        | kind     | melee  |
        | die      | 8      |
        | rolls    | 3 only |
        | finisher | yes    |
      And the defender:
        | defense  | 3   |
        | helpless | yes |
      When I call awoudan.resolve_attack
      Then the result has:
        | result   | 0    |
        | hit      | no   |
        | finisher | none |

    Scenario: A finisher that misses a dying foe costs it no death save
      Given the attack:
        | kind     | ranged |
        | die      | 6      |
        | rolls    | 2 only |
        | finisher | yes    |
      And the defender:
        | defense    | 4                     |
        | conditions | unconscious and dying |
      When I call awoudan.resolve_attack
      Then the result has:
        | hit      | no   |
        | finisher | none |

    Scenario: An attack that is not a finisher wounds no one, even when it hits an unconscious foe
      Given the attack:
        | kind  | melee  |
        | die   | 8      |
        | rolls | 6 only |
      And the defender:
        | defense    | 2                |
        | conditions | unconscious only |
      When I call awoudan.resolve_attack
      Then the result has:
        | hit      | yes  |
        | finisher | none |
