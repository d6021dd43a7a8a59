//! Who a control sheet lists (DOMAIN.md "Assessment"): a final only the admitted, a retake only
//! those still in debt after the attempt before it.

use super::{AssessmentInvalid, Control, ResultState, SubjectResult};

/// Whether a sheet of `control` and `attempt` lists a student whose result (before the sheet) is
/// `result`; a student with points on it stays listed. `Err(None)`: not listed and not named (a
/// retake leaves out those who passed); `Err(Some(why))`: named among those the sheet refuses.
pub fn sheet_listing(control: Control, attempt: i32, entered: bool, result: &SubjectResult) -> Result<(), Option<AssessmentInvalid>> {
    if entered {
        return Ok(());
    }
    if control == Control::Final && !result.outcome.admitted {
        return Err(Some(AssessmentInvalid::NotAdmitted));
    }
    let before = attempt - 1;
    if before >= 1 && result.outcome.state == ResultState::Passed {
        return Err(None);
    }
    if before >= 1 && result.attempt < before {
        return Err(Some(AssessmentInvalid::AlreadyPassed));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::assessment::{AssessmentPlan, Points, SubjectRecord};
    use crate::curriculum::RatingType;
    use proptest::prelude::*;

    fn plan() -> AssessmentPlan {
        AssessmentPlan::default_for(RatingType::HundredPoint, 120)
    }

    proptest! {
        /// Attempts taken as the sheets allow them (each attempt's final points only for a student
        /// its sheet lists, each sheet closed): a student listed on the next retake is admitted and
        /// in debt after the attempt before it, and one who passed at any attempt is never listed.
        #[test]
        fn a_retake_lists_only_the_admitted_still_in_debt(
            marks in 2i64..=5,
            midterm in 0i32..=30,
            finals in proptest::collection::vec(proptest::option::of(0i32..=30), 1..=2),
        ) {
            let mut record = SubjectRecord { marks: (marks * 20, 1), ..SubjectRecord::default() };
            record.points.insert((Control::Midterm, 1), Points::whole(midterm));
            let mut passed_once = false;
            for (n, points) in finals.iter().enumerate() {
                let attempt = n as i32 + 1;
                record.deciding_sheet = (attempt > 1).then_some((attempt - 1, true));
                let before = record.result(&plan());
                if sheet_listing(Control::Final, attempt, false, &before).is_ok() {
                    if let Some(points) = points {
                        record.points.insert((Control::Final, attempt), Points::whole(*points));
                    }
                }
                record.deciding_sheet = Some((attempt, true));
                passed_once |= record.result(&plan()).outcome.state == ResultState::Passed;
            }
            let result = record.result(&plan());
            let retake = finals.len() as i32 + 1;
            let listed = sheet_listing(Control::Final, retake, false, &result).is_ok();
            if listed {
                prop_assert!(result.outcome.admitted && result.outcome.state == ResultState::Debt, "{:?}", result);
            }
            if passed_once {
                prop_assert!(!listed, "a student who passed is never on a retake");
                prop_assert_eq!(result.outcome.state, ResultState::Passed, "a pass stays a pass");
            }
            prop_assert!(sheet_listing(Control::Final, retake, true, &result).is_ok(), "points entered keep a student listed");
        }
    }
}
