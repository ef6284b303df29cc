import { expect, test } from "vitest";
import { cityName } from "./city-name";

test("dashes become spaces and each word is capitalized", () => {
  expect(cityName("trois-rivieres")).toBe("Trois Rivieres");
  expect(cityName("quebec")).toBe("Quebec");
  expect(cityName("saint-jean-sur-richelieu")).toBe("Saint Jean Sur Richelieu");
});

test("letters keep their accents and the case is evened out", () => {
  expect(cityName("lévis")).toBe("Lévis");
  expect(cityName("QUEBEC-city")).toBe("Quebec City");
});

test("stray dashes leave no extra spaces, and a slug without words gives nothing", () => {
  expect(cityName("-sherbrooke--est-")).toBe("Sherbrooke Est");
  expect(cityName("---")).toBe("");
  expect(cityName("")).toBe("");
});
