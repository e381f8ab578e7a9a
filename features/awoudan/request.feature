Feature: Well-formed requests
  What a well-formed request to the Awoudan operations holds. A malformed request is an input
  error that names the offending field by its dotted path; it is never a crash.

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
