// What the goal screen's panels say of a choice left empty, and their rate field's placeholder.

export const CHOOSE_WEEKLY_AMOUNT = "Choose a weekly amount";
export const CHOOSE_ACTIVITY_LEVEL = "Choose an activity level";
