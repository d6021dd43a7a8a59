use super::{AssessmentInvalid, Control, FinalForm, MarkingSystem, Points};
use crate::audit::{AuditValue, Snapshot};
use crate::curriculum::RatingType;
use crate::validation::{Invalid, ValidationErrors};

/// The most credits one subject of a semester carries.
pub const MAX_CREDITS: i64 = 30;

/// One control's maximum as a form sends it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ControlForm {
    pub control: String,
    pub max_points: i64,
}

/// An assessment plan as a form sends it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlanForm {
    pub marking_system: String,
    pub final_form: String,
    pub credits: i64,
    pub controls: Vec<ControlForm>,
    /// The current control is entered on a sheet instead of computed from the lessons' marks.
    pub current_entered: bool,
}

/// How one subject of one semester is assessed. The maxima make up the scale: they add up to 100
/// on the hundred-point and credit systems; on the five-point system each held control is out of 5
/// and the total is their average.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AssessmentPlan {
    pub marking_system: MarkingSystem,
    pub final_form: FinalForm,
    pub credits: u8,
    pub current_max: i32,
    pub midterm_max: i32,
    pub final_max: i32,
    pub current_entered: bool,
}

impl AssessmentPlan {
    /// The plan a subject takes when nothing else is said: the curriculum's own scale with an exam,
    /// JN 40, ON 30, YN 30 out of 100 (each control out of 5 on the five-point scale), and a credit
    /// per 30 hours of study.
    pub fn default_for(rating_type: RatingType, study_hours: i32) -> AssessmentPlan {
        let marking_system = MarkingSystem::of_rating_type(rating_type);
        let (current_max, midterm_max, final_max) = match marking_system {
            MarkingSystem::FivePoint => (5, 5, 5),
            MarkingSystem::HundredPoint | MarkingSystem::Credit => (40, 30, 30),
        };
        let credits = ((study_hours + 15) / 30).clamp(0, MAX_CREDITS as i32) as u8;
        AssessmentPlan { marking_system, final_form: FinalForm::Exam, credits, current_max, midterm_max, final_max, current_entered: false }
    }

    pub fn parse(form: &PlanForm) -> Result<AssessmentPlan, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let marking_system = errors.check("marking_system", MarkingSystem::parse(&form.marking_system));
        let final_form = errors.check("final_form", FinalForm::parse(&form.final_form));
        if !(0..=MAX_CREDITS).contains(&form.credits) {
            errors.add("credits", Invalid::OutOfRange { min: 0, max: MAX_CREDITS });
        }
        let mut maxima: [Option<i64>; 3] = [None; 3];
        for (index, control) in form.controls.iter().enumerate() {
            match Control::parse(&control.control) {
                Ok(kind) => {
                    let slot = &mut maxima[kind as usize];
                    if slot.is_some() {
                        errors.add(format!("controls.{index}.control"), Invalid::Duplicate);
                    }
                    *slot = Some(control.max_points);
                }
                Err(invalid) => errors.add(format!("controls.{index}.control"), invalid),
            }
            if !(0..=100).contains(&control.max_points) {
                errors.add(format!("controls.{index}.max_points"), Invalid::OutOfRange { min: 0, max: 100 });
            }
        }
        errors.into_result()?;
        let (Some(marking_system), Some(final_form)) = (marking_system, final_form) else {
            return Err(ValidationErrors::single("marking_system", Invalid::Required));
        };
        // A control the form leaves out carries no points; `check` then holds the scale's rules.
        let [current, midterm, last] = maxima.map(|m| m.unwrap_or(0) as i32);
        let plan = AssessmentPlan {
            marking_system,
            final_form,
            credits: form.credits as u8,
            current_max: current,
            midterm_max: midterm,
            final_max: last,
            current_entered: form.current_entered,
        };
        plan.check()?;
        Ok(plan)
    }

    /// The rules that tie the maxima to the scale, each reported under `controls`.
    fn check(&self) -> Result<(), ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let rule = |r| Invalid::Assessment(r);
        let maxima = [self.current_max, self.midterm_max, self.final_max];
        match self.marking_system {
            MarkingSystem::FivePoint => {
                if maxima.iter().any(|m| *m != 0 && *m != 5) {
                    errors.add("controls", rule(AssessmentInvalid::FivePointMaximum));
                } else if maxima.iter().all(|m| *m == 0) {
                    errors.add("controls", rule(AssessmentInvalid::NoControls));
                }
            }
            MarkingSystem::HundredPoint | MarkingSystem::Credit => {
                let sum: i32 = maxima.iter().sum();
                if sum != 100 {
                    errors.add("controls", rule(AssessmentInvalid::MaximaSum { expected: 100, actual: sum }));
                }
            }
        }
        if self.final_form == FinalForm::Exam && self.final_max == 0 {
            errors.add("controls", rule(AssessmentInvalid::ExamNeedsFinal));
        }
        errors.into_result()
    }

    pub fn max_of(&self, control: Control) -> i32 {
        match control {
            Control::Current => self.current_max,
            Control::Midterm => self.midterm_max,
            Control::Final => self.final_max,
        }
    }

    /// Whether the plan holds the control at all (a maximum above zero).
    pub fn holds(&self, control: Control) -> bool {
        self.max_of(control) > 0
    }

    /// Whether points of this control are entered on a sheet (the midterm and final always; the
    /// current control when the plan says so).
    pub fn entered_on_sheet(&self, control: Control) -> bool {
        self.holds(control) && (control != Control::Current || self.current_entered)
    }

    /// The current control computed from a student's lesson marks: their average on the marking
    /// system's mark scale, scaled to the control's maximum; none without a mark.
    pub fn current_from_marks(&self, marks_sum: i64, marks_count: i64) -> Option<Points> {
        let (_, mark_max) = self.marking_system.mark_range();
        Points::ratio(marks_sum * i64::from(self.current_max) * 10, marks_count * i64::from(mark_max))
    }

    pub fn snapshot(&self) -> Snapshot {
        Snapshot::from([
            ("marking_system", self.marking_system.code().into()),
            ("final_form", self.final_form.code().into()),
            ("credits", AuditValue::Int(i64::from(self.credits))),
            ("current_max", self.current_max.into()),
            ("midterm_max", self.midterm_max.into()),
            ("final_max", self.final_max.into()),
            ("current_entered", self.current_entered.into()),
        ])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Localized;
    use proptest::prelude::*;

    fn form(system: &str, form_kind: &str, maxima: [i64; 3]) -> PlanForm {
        PlanForm {
            marking_system: system.into(),
            final_form: form_kind.into(),
            credits: 4,
            controls: ["CURRENT", "MIDTERM", "FINAL"]
                .iter()
                .zip(maxima)
                .map(|(c, m)| ControlForm { control: (*c).into(), max_points: m })
                .collect(),
            current_entered: false,
        }
    }

    fn refused_under_controls(result: Result<AssessmentPlan, ValidationErrors>) -> Vec<String> {
        result
            .err()
            .map(|e| e.fields().iter().filter(|(f, _)| f == "controls").map(|(_, i)| i.code().to_string()).collect())
            .unwrap_or_default()
    }

    #[test]
    fn hundred_point_maxima_add_up_to_100() {
        assert!(AssessmentPlan::parse(&form("HUNDRED_POINT", "EXAM", [40, 30, 30])).is_ok());
        assert!(AssessmentPlan::parse(&form("CREDIT", "EXAM", [50, 0, 50])).is_ok());
        assert_eq!(refused_under_controls(AssessmentPlan::parse(&form("HUNDRED_POINT", "EXAM", [40, 30, 20]))), ["maxima_sum"]);
        assert_eq!(refused_under_controls(AssessmentPlan::parse(&form("HUNDRED_POINT", "EXAM", [70, 30, 0]))), ["exam_needs_final"]);
        assert!(AssessmentPlan::parse(&form("HUNDRED_POINT", "PASS_FAIL", [70, 30, 0])).is_ok());
    }

    #[test]
    fn five_point_controls_are_out_of_five() {
        assert!(AssessmentPlan::parse(&form("FIVE_POINT", "EXAM", [5, 0, 5])).is_ok());
        assert_eq!(refused_under_controls(AssessmentPlan::parse(&form("FIVE_POINT", "EXAM", [5, 4, 5]))), ["five_point_maximum"]);
        assert_eq!(refused_under_controls(AssessmentPlan::parse(&form("FIVE_POINT", "PASS_FAIL", [0, 0, 0]))), ["no_controls"]);
    }

    #[test]
    fn a_control_named_twice_or_unknown_is_refused_by_its_field() {
        let mut twice = form("HUNDRED_POINT", "EXAM", [40, 30, 30]);
        twice.controls[1].control = "CURRENT".into();
        let errors = AssessmentPlan::parse(&twice).err().map(|e| e.fields().to_vec()).unwrap_or_default();
        assert!(errors.iter().any(|(f, i)| f == "controls.1.control" && *i == Invalid::Duplicate));
        let mut unknown = form("HUNDRED_POINT", "EXAM", [40, 30, 30]);
        unknown.controls[2].control = "ORAL".into();
        assert!(AssessmentPlan::parse(&unknown).is_err());
        assert!(AssessmentPlan::parse(&form("TEN_POINT", "EXAM", [40, 30, 30])).is_err());
    }

    #[test]
    fn defaults_follow_the_curriculum_scale_and_hours() {
        let lyceum = AssessmentPlan::default_for(RatingType::FivePoint, 72);
        assert_eq!((lyceum.marking_system, lyceum.current_max, lyceum.final_max, lyceum.credits), (MarkingSystem::FivePoint, 5, 5, 2));
        let university = AssessmentPlan::default_for(RatingType::HundredPoint, 120);
        assert_eq!((university.current_max + university.midterm_max + university.final_max, university.credits), (100, 4));
        assert!(university.check().is_ok() && lyceum.check().is_ok());
    }

    #[test]
    fn the_current_control_scales_the_average_mark() {
        let plan = AssessmentPlan::default_for(RatingType::HundredPoint, 120);
        // Marks 80 and 90 average 85 of 100: 85 % of JN 40 is 34.
        assert_eq!(plan.current_from_marks(170, 2), Some(Points::whole(34)));
        assert_eq!(plan.current_from_marks(0, 0), None);
        let lyceum = AssessmentPlan::default_for(RatingType::FivePoint, 72);
        assert_eq!(lyceum.current_from_marks(13, 3), Some(Points::from_tenths(43)));
    }

    proptest! {
        #[test]
        fn a_hundred_point_plan_is_accepted_exactly_when_its_maxima_sum_to_100(a in 0i64..=100, b in 0i64..=100, c in 1i64..=100) {
            let accepted = AssessmentPlan::parse(&form("HUNDRED_POINT", "EXAM", [a, b, c])).is_ok();
            prop_assert_eq!(accepted, a + b + c == 100);
        }

        #[test]
        fn the_computed_current_control_never_exceeds_its_maximum(marks in proptest::collection::vec(0i64..=100, 1..40)) {
            let plan = AssessmentPlan::default_for(RatingType::HundredPoint, 120);
            let current = plan.current_from_marks(marks.iter().sum(), marks.len() as i64);
            prop_assert!(current.is_some_and(|c| c <= Points::whole(plan.current_max)));
        }
    }
}
