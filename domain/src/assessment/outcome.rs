use super::{AssessmentPlan, Control, FinalForm, MarkingSystem, Points};

code_enum!(
    /// Where a student stands in a subject.
    ResultState {
        /// The final is still to come (or its sheet is still open without the student's points).
        InProgress = "IN_PROGRESS",
        Passed = "PASSED",
        /// Failed, or not admitted to the final once its sheet closed: an academic debt.
        Debt = "DEBT",
    }
);

/// A subject's result from its controls' points.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    /// JN + ON + YN on the hundred-point and credit systems; the average of the held controls on
    /// the five-point system.
    pub total: Points,
    /// 2..5 for an exam once decided; none for a pass/fail subject or one still in progress.
    pub grade: Option<u8>,
    pub letter: Option<&'static str>,
    /// JN + ON reach the pass threshold of the points before the final.
    pub admitted: bool,
    pub state: ResultState,
}

/// The result of a plan's controls. `closed` says whether the deciding sheet (the final's, or the
/// midterm's for a plan without a final) has closed: a student without final points is then in
/// debt rather than still in progress.
pub fn outcome(plan: &AssessmentPlan, current: Option<Points>, midterm: Option<Points>, last: Option<Points>, closed: bool) -> Outcome {
    let points = |p: Option<Points>| p.unwrap_or(Points::ZERO);
    let before_final = points(current) + points(midterm);
    let before_final_max = plan.current_max + plan.midterm_max;
    let reaches =
        |got: Points, max: i32| i64::from(got.tenths()) * 100 >= i64::from(plan.marking_system.pass_percent()) * i64::from(max) * 10;
    let admitted = !plan.holds(Control::Final) || before_final_max == 0 || reaches(before_final, before_final_max);
    let total = match plan.marking_system {
        MarkingSystem::FivePoint => {
            let held: Vec<Option<Points>> = [(current, plan.current_max), (midterm, plan.midterm_max), (last, plan.final_max)]
                .into_iter()
                .filter(|(_, max)| *max > 0)
                .map(|(p, _)| p)
                .collect();
            let sum: i64 = held.iter().map(|p| i64::from(points(*p).tenths())).sum();
            Points::ratio(sum, held.len() as i64).unwrap_or(Points::ZERO)
        }
        MarkingSystem::HundredPoint | MarkingSystem::Credit => before_final + points(last),
    };
    let sat_final = !plan.holds(Control::Final) || last.is_some();
    let passes = admitted && sat_final && total.rounded() >= plan.marking_system.passing_total();
    let decided = if plan.holds(Control::Final) { last.is_some() || closed } else { closed };
    let state = match (decided, passes) {
        (false, _) => ResultState::InProgress,
        (true, true) => ResultState::Passed,
        (true, false) => ResultState::Debt,
    };
    let graded = plan.final_form == FinalForm::Exam && state != ResultState::InProgress;
    let grade = graded.then(|| if passes { plan.marking_system.grade(total.rounded()) } else { 2 });
    let letter = if graded { plan.marking_system.letter(if passes { total.rounded() } else { 0 }) } else { None };
    Outcome { total, grade, letter, admitted, state }
}

/// The result of a rating typed before the journal (a subject recorded by hand): the rating is the
/// total, on the marking system's scale.
pub fn recorded_outcome(system: MarkingSystem, final_form: FinalForm, rating: i32) -> Outcome {
    let passes = rating >= system.passing_total();
    let grade = (final_form == FinalForm::Exam).then(|| if passes { system.grade(rating) } else { 2 });
    let letter = if final_form == FinalForm::Exam { system.letter(if passes { rating } else { 0 }) } else { None };
    Outcome {
        total: Points::whole(rating),
        grade,
        letter,
        admitted: true,
        state: if passes { ResultState::Passed } else { ResultState::Debt },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::curriculum::RatingType;
    use proptest::prelude::*;

    fn hundred() -> AssessmentPlan {
        AssessmentPlan::default_for(RatingType::HundredPoint, 120)
    }

    fn p(whole: i32) -> Option<Points> {
        Some(Points::whole(whole))
    }

    #[test]
    fn a_hand_computed_hundred_point_result() {
        let r = outcome(&hundred(), Some(Points::from_tenths(345)), p(25), p(28), false);
        assert_eq!((r.total, r.grade, r.admitted, r.state), (Points::from_tenths(875), Some(5), true, ResultState::Passed));
        let r = outcome(&hundred(), p(30), p(20), p(20), true);
        assert_eq!((r.total.rounded(), r.grade, r.state), (70, Some(3), ResultState::Passed));
    }

    #[test]
    fn admission_needs_the_threshold_of_the_points_before_the_final() {
        // 55 % of 70 is 38.5.
        assert!(outcome(&hundred(), Some(Points::from_tenths(285)), p(10), None, false).admitted);
        assert!(!outcome(&hundred(), Some(Points::from_tenths(284)), p(10), None, false).admitted);
        let refused = outcome(&hundred(), p(20), p(10), p(30), false);
        assert_eq!((refused.admitted, refused.state, refused.grade), (false, ResultState::Debt, Some(2)));
    }

    #[test]
    fn without_final_points_a_result_waits_until_the_sheet_closes() {
        assert_eq!(outcome(&hundred(), p(40), p(30), None, false).state, ResultState::InProgress);
        assert_eq!(outcome(&hundred(), p(40), p(30), None, true).state, ResultState::Debt);
        assert_eq!(outcome(&hundred(), p(40), p(30), None, false).grade, None);
    }

    #[test]
    fn the_credit_system_passes_at_60_with_letters() {
        let mut plan = hundred();
        plan.marking_system = MarkingSystem::Credit;
        let r = outcome(&plan, p(35), p(20), p(4), false);
        assert_eq!((r.total.rounded(), r.state, r.grade, r.letter), (59, ResultState::Debt, Some(2), Some("F")));
        let r = outcome(&plan, p(38), p(25), p(28), false);
        assert_eq!((r.state, r.grade, r.letter), (ResultState::Passed, Some(5), Some("A+")));
    }

    #[test]
    fn the_five_point_system_averages_its_controls() {
        let plan = AssessmentPlan::default_for(RatingType::FivePoint, 72);
        let r = outcome(&plan, Some(Points::from_tenths(43)), p(4), p(5), false);
        assert_eq!((r.total, r.grade, r.state), (Points::from_tenths(44), Some(4), ResultState::Passed));
        let r = outcome(&plan, p(2), p(3), None, false);
        assert!(!r.admitted, "an average of 2.5 before the final is below 3");
    }

    #[test]
    fn a_typed_rating_is_the_total_on_its_scale() {
        let r = recorded_outcome(MarkingSystem::HundredPoint, FinalForm::Exam, 72);
        assert_eq!((r.grade, r.state), (Some(4), ResultState::Passed));
        let r = recorded_outcome(MarkingSystem::FivePoint, FinalForm::Exam, 3);
        assert_eq!((r.grade, r.state), (Some(3), ResultState::Passed));
        assert_eq!(recorded_outcome(MarkingSystem::HundredPoint, FinalForm::Exam, 40).state, ResultState::Debt);
    }

    #[test]
    fn a_pass_fail_subject_has_no_grade() {
        let mut plan = hundred();
        plan.final_form = FinalForm::PassFail;
        plan.current_max = 70;
        plan.final_max = 0;
        let r = outcome(&plan, p(50), p(20), None, true);
        assert_eq!((r.state, r.grade), (ResultState::Passed, None));
        assert_eq!(outcome(&plan, p(30), p(20), None, true).state, ResultState::Debt);
    }

    proptest! {
        #[test]
        fn a_hundred_point_total_is_the_sum_and_passes_from_55(jn in 0i32..=400, on in 0i32..=300, yn in 0i32..=300) {
            let (jn, on, yn) = (Points::from_tenths(jn), Points::from_tenths(on), Points::from_tenths(yn));
            let r = outcome(&hundred(), Some(jn), Some(on), Some(yn), false);
            prop_assert_eq!(r.total, jn + on + yn);
            let admitted = (jn + on).tenths() * 100 >= 55 * 70 * 10;
            prop_assert_eq!(r.admitted, admitted);
            prop_assert_eq!(r.state == ResultState::Passed, admitted && r.total.rounded() >= 55);
            prop_assert_eq!(r.grade.is_some_and(|g| g >= 3), r.state == ResultState::Passed);
        }
    }
}
