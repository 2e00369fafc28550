// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  DEFAULT_CPU_SLOWDOWN,
  machineLine,
  suggestedCpuSlowdown,
} from "../../tools/bench/report.mjs";

const machine = { cpu: "Test CPU", cores: 4, loadAverage: 0.5, benchmarkIndex: 1800 };

describe("suggestedCpuSlowdown", () => {
  it("follows Lighthouse's calibration table: 4x, 2x, then none", () => {
    expect(suggestedCpuSlowdown(2400)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(suggestedCpuSlowdown(1500)).toBe(4);
    expect(suggestedCpuSlowdown(1499)).toBe(2);
    expect(suggestedCpuSlowdown(800)).toBe(2);
    expect(suggestedCpuSlowdown(799)).toBe(1);
  });
});

describe("machineLine", () => {
  it("names the index and the slowdown, and says nothing more on a fitting machine", () => {
    const line = machineLine({ ...machine, cpuSlowdown: 4 });
    expect(line).toBe(
      "Machine: Test CPU, 4 cores, load average 0.5, Lighthouse CPU benchmark index 1800 (median), CPU slowdown 4x.",
    );
  });

  it("points a slower machine at Lighthouse's factor for it", () => {
    const line = machineLine({ ...machine, benchmarkIndex: 1230, cpuSlowdown: 4 });
    expect(line).toContain("CPU slowdown 4x.");
    expect(line).toContain("gives a 2x slowdown: --cpu-slowdown 2");
    expect(machineLine({ ...machine, benchmarkIndex: 1230, cpuSlowdown: 2 })).not.toContain(
      "--cpu-slowdown",
    );
  });

  it("warns when the machine is busy", () => {
    expect(machineLine({ ...machine, loadAverage: 6.2, cpuSlowdown: 4 })).toContain(
      "The machine is busy",
    );
  });
});
