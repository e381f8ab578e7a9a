Feature: Well-formed requests
  A malformed request is an input error naming the offending field by its dotted path:
  an unknown unit, a repeated name, HP below 1, an unknown game mode, unit kind or effect kind.

  Background:
    Given the board is {"radius": 3}
    And the turn:
      | unit  | ayla |
      | phase | main |

  Rule: fawnalore.request.units

    Scenario Outline: A name that no unit has is an input error where it is used
      Given the game mode is co-op
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | party | 0,0 | 12 | 6          | 1     |
        | grub | makri  | makri | 1,0 | 9  |            |       |
      And the turn:
        | unit  | <turn> |
        | phase | main   |
      And the attack:
        | attacker | <attacker> |
        | targets  | [<target>] |
        | roll     | 3          |
      When I call fawnalore.resolve_attack
      Then it is an input error at <path>

      Examples:
        | turn | attacker | target | path             |
        | zed  | ayla     | "grub" | turn.unit        |
        | ayla | zed      | "grub" | attack.attacker  |
        | ayla | ayla     | "zed"  | attack.targets.0 |

    Scenario Outline: Current HP below 1 is an input error, since a unit at 0 HP is dead
      Given the game mode is co-op
      And these units:
        | id   | kind   | side  | hex | hp   | attack_die | range |
        | ayla | player | party | 0,0 | 12   | 6          | 1     |
        | grub | makri  | makri | 1,0 | <hp> |            |       |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then it is an input error at units.1.hp

      Examples:
        | hp |
        | 0  |
        | -1 |

    Scenario: Two units with one name are an input error at the second
      Given the game mode is co-op
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | party | 0,0 | 12 | 6          | 1     |
        | ayla | makri  | makri | 1,0 | 9  |            |       |
      And the attack:
        | attacker | ayla     |
        | targets  | ["ayla"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then it is an input error at units.1.id

    Scenario: An effect held by no unit is an input error at its holder
      Given the game mode is co-op
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | party | 0,0 | 12 | 6          | 1     |
        | grub | makri  | makri | 1,0 | 9  |            |       |
      And these effects:
        | kind         | holder | source | amount |
        | damage_taken | zed    | Armor  | 2      |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then it is an input error at effects.0.holder

    Scenario: An attacker without an Attack Die is an input error at its attack_die
      Given the game mode is co-op
      And these units:
        | id   | kind   | side  | hex | hp | range |
        | ayla | player | party | 0,0 | 12 | 1     |
        | grub | makri  | makri | 1,0 | 9  |       |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then it is an input error at units.0.attack_die

    Scenario: A name of one letter is enough to refer to a unit
      Given the game mode is co-op
      And these units:
        | id | kind   | side | hex | hp | attack_die | range |
        | a  | player | p    | 0,0 | 12 | 6          | 1     |
        | g  | makri  | m    | 1,0 | 9  |            |       |
      And the turn:
        | unit  | a    |
        | phase | main |
      And the attack:
        | attacker | a     |
        | targets  | ["g"] |
        | roll     | 2     |
      When I call fawnalore.resolve_attack
      Then the result has:
        | hits.0.target   | g |
        | hits.0.hp_after | 7 |

    Scenario: An empty name is an input error
      Given the game mode is co-op
      And these units:
        | id | kind   | side | hex | hp | attack_die | range |
        | "" | player | p    | 0,0 | 12 | 6          | 1     |
        | g  | makri  | m    | 1,0 | 9  |            |       |
      And the turn:
        | unit  | g    |
        | phase | main |
      When I call fawnalore.take_ppc_turn
      Then it is an input error at units.0.id

  Rule: fawnalore.request.known-values

    Scenario Outline: An unknown game mode, unit kind or effect kind is an input error at its field
      Given the game mode is <mode>
      And these units:
        | id   | kind   | side  | hex | hp | attack_die | range |
        | ayla | player | party | 0,0 | 12 | 6          | 1     |
        | grub | <kind> | makri | 1,0 | 9  |            |       |
      And these effects:
        | kind          | holder | source | amount |
        | <effect_kind> | grub   | Armor  | 2      |
      And the attack:
        | attacker | ayla     |
        | targets  | ["grub"] |
        | roll     | 3        |
      When I call fawnalore.resolve_attack
      Then it is an input error at <path>

      Examples:
        | mode  | kind    | effect_kind  | path           |
        | solo  | makri   | damage_taken | game_mode      |
        | co-op | dragon  | damage_taken | units.1.kind   |
        | co-op | makri   | armor        | effects.0.kind |
