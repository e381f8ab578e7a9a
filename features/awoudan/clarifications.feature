Feature: Clarifications of the Paladins of Awoudan rulebook
  Each rule here pins one ruling on a point the rulebook leaves open or words two ways.
  The question, the ruling and the evidence are on the clarifications page.

  # Rules for turns, actions, attacks, damage and conditions go above this line.

  # Rules for areas, walls, flanking and cover go below this line.
