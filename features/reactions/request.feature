Feature: The attack request
  What a well-formed attack request holds. A malformed request is an input error that
  names the field at fault by its path; it is never a crash.

  Background:
    Given the defender:
      | health    | 30 |
      | reactions | 2  |

  Rule: reactions.request.required-fields

    Scenario: An attack without a power is an input error at attack.power
      Given the attack:
        | type          | physical |
        | critical_roll | failure  |
      When I call reactions.resolve_attack
      Then it is an input error at attack.power

    Scenario: A defender without health is an input error at defender.health
      Given the attack:
        | type          | physical |
        | power         | 5        |
        | critical_roll | failure  |
      And the defender:
        | reactions | 2 |
      When I call reactions.resolve_attack
      Then it is an input error at defender.health

    Scenario: A request without a defender is an input error at defender
      Given the attack:
        | type          | physical |
        | power         | 5        |
        | critical_roll | failure  |
      And the defender is null
      When I call reactions.resolve_attack
      Then it is an input error at defender

    Scenario: A field the request does not define is an input error naming it
      Given the attack:
        | type          | physical |
        | power         | 5        |
        | critical_roll | failure  |
        | accuracy      | 3        |
      When I call reactions.resolve_attack
      Then it is an input error at attack.accuracy

    Scenario: A power written as text is an input error
      Given the attack:
        | type          | physical |
        | power         | "5"      |
        | critical_roll | failure  |
      When I call reactions.resolve_attack
      Then it is an input error at attack.power

  Rule: reactions.request.non-negative

    Scenario Outline: A negative number is an input error at its field
      Given the attack:
        | type           | physical   |
        | power          | <power>    |
        | critical_bonus | <critical> |
        | critical_roll  | failure    |
      And the defender:
        | health         | <health>    |
        | reactions      | <reactions> |
        | armor.physical | <armor>     |
        | shield         | <shield>    |
      When I call reactions.resolve_attack
      Then it is an input error at <path>

      Examples:
        | power | critical | health | reactions | armor | shield | path                    |
        | -1    | 0        | 10     | 1         | 0     | 0      | attack.power            |
        | 5     | -3       | 10     | 1         | 0     | 0      | attack.critical_bonus   |
        | 5     | 0        | -1     | 1         | 0     | 0      | defender.health         |
        | 5     | 0        | 10     | -2        | 0     | 0      | defender.reactions      |
        | 5     | 0        | 10     | 1         | -6    | 0      | defender.armor.physical |
        | 5     | 0        | 10     | 1         | 0     | -1     | defender.shield         |
        | 5     | -1       | 10     | 1         | 0     | 0      | attack.critical_bonus   |
        | 5     | 0        | 10     | -1        | 0     | 0      | defender.reactions      |
        | 5     | 0        | 10     | 1         | -1    | 0      | defender.armor.physical |

    Scenario Outline: A magical armor or a block bonus of -1 is an input error at its field
      Given the attack:
        | type          | magical |
        | power         | 5       |
        | critical_roll | failure |
      And the defender:
        | health        | 10        |
        | reactions     | 1         |
        | armor.magical | <armor>   |
        | block_bonus   | <bonus>   |
      When I call reactions.resolve_attack
      Then it is an input error at <path>

      Examples:
        | armor | bonus | path                   |
        | -1    | 0     | defender.armor.magical |
        | 0     | -1    | defender.block_bonus   |

    Scenario: Zero is a valid power, armor and shield
      Given the attack:
        | type          | physical |
        | power         | 0        |
        | critical_roll | failure  |
      And the defender:
        | health         | 0 |
        | reactions      | 0 |
        | armor.physical | 0 |
        | shield         | 0 |
      When I call reactions.resolve_attack
      Then the result has:
        | damage      | 0 |
        | health_left | 0 |

    Scenario: Zero magical armor and a zero block bonus leave a blocked magical attack whole
      Given the attack:
        | type          | magical |
        | power         | 7       |
        | critical_roll | failure |
      And the defender:
        | health        | 10 |
        | reactions     | 1  |
        | armor.magical | 0  |
        | block_bonus   | 0  |
      And these reactions:
        | kind  | type    | outcome |
        | block | magical | success |
      When I call reactions.resolve_attack
      Then the result has:
        | damage      | 7 |
        | health_left | 3 |

  Rule: reactions.request.known-values

    Scenario: An unknown attack type is an input error
      Given the attack:
        | type          | fire    |
        | power         | 5       |
        | critical_roll | failure |
      When I call reactions.resolve_attack
      Then it is an input error at attack.type

    Scenario: A true block does not exist, so asking for one is an input error
      Given the attack:
        | type          | "true"  |
        | power         | 5       |
        | critical_roll | failure |
      And these reactions:
        | kind  | type   | outcome |
        | block | "true" | success |
      When I call reactions.resolve_attack
      Then it is an input error at reactions.0.type

    Scenario: An unknown reaction is an input error at its kind
      Given the attack:
        | type          | physical |
        | power         | 5        |
        | critical_roll | failure  |
      And these reactions:
        | kind  | outcome |
        | parry | success |
      When I call reactions.resolve_attack
      Then it is an input error at reactions.0.kind

    Scenario: An outcome other than success or failure is an input error
      Given the attack:
        | type          | physical |
        | power         | 5        |
        | critical_roll | maybe    |
      When I call reactions.resolve_attack
      Then it is an input error at attack.critical_roll

  Rule: reactions.request.critical-roll

    Scenario: An attack that reaches the critical roll needs its outcome
      Given the attack:
        | type  | physical |
        | power | 5        |
      When I call reactions.resolve_attack
      Then it is an input error at attack.critical_roll

    Scenario: A dodged attack needs no critical roll
      Given the attack:
        | type  | physical |
        | power | 5        |
      And these reactions:
        | kind  | outcome |
        | dodge | success |
      When I call reactions.resolve_attack
      Then the result has:
        | dodged | true |
