use std::collections::BTreeMap;

use super::{outcome, AssessmentPlan, Control, Outcome, Points};

/// Everything the journal holds of one student in one subject of one semester.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SubjectRecord {
    /// The sum and number of the student's lesson marks.
    pub marks: (i64, i64),
    /// Points per control and attempt, from the control sheets.
    pub points: BTreeMap<(Control, i32), Points>,
    /// The latest attempt of the deciding sheet (the final's, or the midterm's without a final)
    /// and whether it is closed.
    pub deciding_sheet: Option<(i32, bool)>,
}

/// A subject's result with the controls it was made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SubjectResult {
    pub current: Option<Points>,
    pub midterm: Option<Points>,
    pub last: Option<Points>,
    /// The attempt the result stands at: the latest sheet with the student's final points, or the
    /// latest deciding sheet.
    pub attempt: i32,
    pub outcome: Outcome,
}

impl SubjectRecord {
    /// The latest attempt's points of a control.
    fn latest(&self, control: Control) -> Option<(i32, Points)> {
        self.points.iter().filter(|((c, _), _)| *c == control).map(|((_, attempt), p)| (*attempt, *p)).max_by_key(|(a, _)| *a)
    }

    /// JN from the marks (or its sheet when the plan enters it), ON and YN from their latest
    /// attempts; the result of the three.
    pub fn result(&self, plan: &AssessmentPlan) -> SubjectResult {
        let current = if !plan.holds(Control::Current) {
            None
        } else if plan.current_entered {
            self.latest(Control::Current).map(|(_, p)| p)
        } else {
            plan.current_from_marks(self.marks.0, self.marks.1)
        };
        let midterm = plan.holds(Control::Midterm).then(|| self.latest(Control::Midterm).map(|(_, p)| p)).flatten();
        let last_entry = plan.holds(Control::Final).then(|| self.latest(Control::Final)).flatten();
        let last = last_entry.map(|(_, p)| p);
        // Final points decide on their own; without them the latest deciding sheet's closing does.
        let (sheet_attempt, closed) = self.deciding_sheet.unwrap_or((1, false));
        let attempt = last_entry.map_or(sheet_attempt, |(a, _)| a);
        SubjectResult { current, midterm, last, attempt, outcome: outcome(plan, current, midterm, last, closed) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::assessment::ResultState;
    use crate::curriculum::RatingType;

    fn plan() -> AssessmentPlan {
        AssessmentPlan::default_for(RatingType::HundredPoint, 120)
    }

    #[test]
    fn the_current_control_comes_from_the_marks_and_the_rest_from_the_latest_attempts() {
        let record = SubjectRecord {
            marks: (170, 2),
            points: [
                ((Control::Midterm, 1), Points::whole(20)),
                ((Control::Final, 1), Points::whole(10)),
                ((Control::Final, 2), Points::whole(25)),
            ]
            .into(),
            deciding_sheet: Some((2, false)),
        };
        let r = record.result(&plan());
        assert_eq!(
            (r.current, r.midterm, r.last, r.attempt),
            (Some(Points::whole(34)), Some(Points::whole(20)), Some(Points::whole(25)), 2)
        );
        assert_eq!((r.outcome.total, r.outcome.state), (Points::whole(79), ResultState::Passed));
    }

    #[test]
    fn a_failed_first_attempt_is_a_debt_until_a_retake_passes() {
        let failed = SubjectRecord {
            marks: (120, 2),
            points: [((Control::Midterm, 1), Points::whole(20)), ((Control::Final, 1), Points::whole(5))].into(),
            deciding_sheet: Some((1, true)),
        };
        let r = failed.result(&plan());
        assert_eq!((r.outcome.state, r.attempt, r.outcome.grade), (ResultState::Debt, 1, Some(2)));
        let retake_open = SubjectRecord { deciding_sheet: Some((2, false)), ..failed.clone() };
        assert_eq!(retake_open.result(&plan()).outcome.state, ResultState::Debt, "the first attempt's failure stands");
        let entered_plan = AssessmentPlan { current_entered: true, ..plan() };
        assert_eq!(failed.result(&entered_plan).current, None, "an entered JN ignores the marks");
    }
}
