#!/usr/bin/env node
// A small engine for the reactions ruleset, written to show how any program can be checked
// against the fawnarules spec. It speaks protocol v1: one JSON message per line on stdin,
// one answer per line on stdout (see docs/conformance/protocol.md).
//
// It implements reactions.resolve_attack without shields (an attack on a shielded defender
// is answered "skipped"), and it makes one deliberate rules mistake, listed in
// known-failures.txt, so that `fawnarules check` has something to find.
"use strict";

const readline = require("node:readline");

const OPERATIONS = ["reactions.resolve_attack"];
const BLOCK_COST = 1; // reactions.defense.block-cost
const DODGE_COST = 2; // reactions.defense.dodge-cost

// Thrown for the seam's two ways of turning a request down.
class Refusal extends Error {
  constructor(rule, reason) {
    super(reason);
    this.rule = rule;
  }
}
class InputError extends Error {
  constructor(path, message) {
    super(message);
    this.path = path;
  }
}
class NotImplemented extends Error {}

// --- Reading the request: each field's check, and which fields an object may hold. ---

const count = (value, path) => {
  if (!Number.isInteger(value)) throw new InputError(path, "expected a whole number");
  if (value < 0) throw new InputError(path, "expected a number of at least 0");
  return value;
};
const oneOf = (...choices) => (value, path) => {
  if (!choices.includes(value)) throw new InputError(path, `expected one of ${choices.join(", ")}`);
  return value;
};
const outcome = oneOf("success", "failure");

function object(fields, value, path) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new InputError(path, "expected an object");
  }
  const at = (name) => (path ? `${path}.${name}` : name);
  for (const name of Object.keys(value)) {
    if (!(name in fields)) throw new InputError(at(name), "this field is not part of the request");
  }
  const read = {};
  for (const [name, [check, fallback]] of Object.entries(fields)) {
    if (name in value) read[name] = check(value[name], at(name));
    else if (fallback === undefined) throw new InputError(at(name), "this field is required");
    else read[name] = fallback;
  }
  return read;
}

const ATTACK = {
  type: [oneOf("physical", "magical", "true")],
  power: [count],
  critical_bonus: [count, 0],
  critical_roll: [(value, path) => (value === null ? null : outcome(value, path)), null],
};
const ARMOR = { physical: [count, 0], magical: [count, 0] };
const DEFENDER = {
  health: [count],
  reactions: [count],
  armor: [(value, path) => object(ARMOR, value, path), { physical: 0, magical: 0 }],
  block_bonus: [count, 0],
  shield: [count, 0],
};
const REACTION = {
  block: { kind: [oneOf("block")], type: [oneOf("physical", "magical")], outcome: [outcome] },
  dodge: { kind: [oneOf("dodge")], outcome: [outcome] },
};

function reaction(value, path) {
  const kind = value !== null && typeof value === "object" ? value.kind : undefined;
  if (!(kind in REACTION)) throw new InputError(`${path}.kind`, "expected block or dodge");
  return object(REACTION[kind], value, path);
}

function readRequest(request) {
  return object(
    {
      attack: [(value, path) => object(ATTACK, value, path)],
      defender: [(value, path) => object(DEFENDER, value, path)],
      reactions: [
        (value, path) => {
          if (!Array.isArray(value)) throw new InputError(path, "expected a list");
          return value.map((item, index) => reaction(item, `${path}.${index}`));
        },
        [],
      ],
    },
    request,
    "",
  );
}

// --- The rules. ---

function takeReactions(attackType, available, reactions) {
  let left = available;
  let blocked = false;
  let dodged = false;
  for (const [index, reaction] of reactions.entries()) {
    const number = index + 1;
    // THE DELIBERATE MISTAKE: the rules refuse any reaction after a successful dodge
    // (reactions.defense.dodge); this engine quietly ignores it instead.
    if (dodged) break;
    const cost = reaction.kind === "block" ? BLOCK_COST : DODGE_COST;
    if (cost > left) {
      throw new Refusal("reactions.defense.pool", `reaction ${number}: a ${reaction.kind} costs ${cost}, ${left} left`);
    }
    if (reaction.kind === "block") {
      if (attackType === "true") {
        throw new Refusal("reactions.true-damage.no-block", `reaction ${number}: true damage cannot be blocked`);
      }
      if (reaction.type !== attackType) {
        throw new Refusal("reactions.defense.block-type", `reaction ${number}: wrong block type`);
      }
      if (blocked) {
        throw new Refusal("reactions.defense.one-successful-block", `reaction ${number}: already blocked`);
      }
      blocked = reaction.outcome === "success";
    } else {
      dodged = reaction.outcome === "success";
    }
    left -= cost;
  }
  return { spent: available - left, left, blocked, dodged };
}

function resolveAttack(request) {
  const { attack, defender, reactions } = readRequest(request);
  if (defender.shield > 0) throw new NotImplemented("shields are left out of this example engine");
  const taken = takeReactions(attack.type, defender.reactions, reactions);
  const common = {
    attack_type: attack.type,
    reactions_spent: taken.spent,
    reactions_left: taken.left,
    dodged: taken.dodged,
    blocked: taken.blocked,
    shield_soak: 0,
    shield_left: 0,
  };
  if (taken.dodged) {
    return {
      ...common,
      critical: null,
      power: null,
      armor: 0,
      block_bonus: 0,
      reduction: 0,
      damage: 0,
      damage_to_health: 0,
      health_left: defender.health,
    };
  }
  if (attack.critical_roll === null) {
    throw new InputError("attack.critical_roll", "the attack reaches the critical roll, so its outcome is needed");
  }
  const critical = attack.critical_roll === "success";
  const power = attack.power + (critical ? attack.critical_bonus : 0);
  const armor = attack.type === "true" ? 0 : defender.armor[attack.type];
  const blockBonus = taken.blocked ? defender.block_bonus : 0;
  const damage = Math.max(0, power - armor - blockBonus);
  return {
    ...common,
    critical,
    power,
    armor,
    block_bonus: blockBonus,
    reduction: armor + blockBonus,
    damage,
    damage_to_health: damage,
    health_left: defender.health - damage,
  };
}

// --- The protocol. ---

function answer(message) {
  if (message.type === "start") {
    return {
      type: "started",
      protocol: 1,
      implementation: { name: "fawnarules JavaScript example", version: "1.0.0", language: "JavaScript" },
      rulesets: ["reactions"],
      operations: OPERATIONS,
    };
  }
  const seq = message.seq;
  if (message.type !== "run" || !OPERATIONS.includes(message.operation)) {
    return { type: "skipped", seq, reason: `not implemented: ${message.operation}` };
  }
  try {
    return { type: "result", seq, result: resolveAttack(message.request) };
  } catch (error) {
    if (error instanceof Refusal) return { type: "refused", seq, refused: { rule: error.rule, reason: error.message } };
    if (error instanceof InputError) return { type: "error", seq, error: { path: error.path, message: error.message } };
    if (error instanceof NotImplemented) return { type: "skipped", seq, reason: error.message };
    return { type: "errored", seq, message: String(error), context: { stack: String(error.stack) } };
  }
}

const lines = readline.createInterface({ input: process.stdin });
lines.on("line", (line) => {
  const message = JSON.parse(line);
  if (message.type === "stop") {
    lines.close();
    return;
  }
  process.stdout.write(`${JSON.stringify(answer(message))}\n`);
});
