//! Assessment plans of the semester subjects of curricula.

use crate::stored;
use application::ports::{AssessmentRepository, PlannedSubject};
use application::AppError;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Integer, Text};
use domain::assessment::{AssessmentPlan, FinalForm, MarkingSystem};
use domain::curriculum::RatingType;
use domain::ids::{CurriculumId, EduSubjectId};
use domain::multilingual::MultilingualName;
use domain::version::Version;

use crate::errors::{internal, stale_unless_changed};
use crate::schema::{assessment_plans, curricula};
use crate::statements::Statement;
use crate::unit_of_work::PgTransaction;

/// A plan's columns, as every query that reads one selects them.
#[derive(Queryable, QueryableByName, Selectable)]
#[diesel(table_name = assessment_plans, check_for_backend(diesel::pg::Pg))]
pub(crate) struct StoredPlan {
    marking_system: String,
    final_form: String,
    credits: i16,
    current_max: i16,
    midterm_max: i16,
    final_max: i16,
    current_entered: bool,
}

impl StoredPlan {
    pub(crate) fn from_parts(
        marking_system: String,
        final_form: String,
        credits: i16,
        maxima: [i16; 3],
        current_entered: bool,
    ) -> StoredPlan {
        let [current_max, midterm_max, final_max] = maxima;
        StoredPlan { marking_system, final_form, credits, current_max, midterm_max, final_max, current_entered }
    }

    pub(crate) fn into_plan(self) -> Result<AssessmentPlan, AppError> {
        Ok(AssessmentPlan {
            marking_system: stored::code(MarkingSystem::parse, &self.marking_system, "an assessment plan's marking system")?,
            final_form: stored::code(FinalForm::parse, &self.final_form, "an assessment plan's final form")?,
            credits: u8::try_from(self.credits).map_err(|_| AppError::internal("a plan's credits are out of range"))?,
            current_max: i32::from(self.current_max),
            midterm_max: i32::from(self.midterm_max),
            final_max: i32::from(self.final_max),
            current_entered: self.current_entered,
        })
    }
}

#[derive(QueryableByName)]
struct PlanRow {
    #[diesel(sql_type = Integer)]
    semester_number: i32,
    #[diesel(sql_type = BigInt)]
    edu_subject_id: i64,
    #[diesel(sql_type = Text)]
    code: String,
    #[diesel(sql_type = Text)]
    name_uz: String,
    #[diesel(sql_type = Text)]
    name_uz_cyrl: String,
    #[diesel(sql_type = Text)]
    name_ru: String,
    #[diesel(sql_type = Text)]
    name_en: String,
    #[diesel(sql_type = Integer)]
    study_hours: i32,
    #[diesel(embed)]
    plan: StoredPlan,
}

const PLANS: Statement = Statement::new(
    "assessment.plans",
    &["int8"],
    "SELECT s.semester_number, s.edu_subject_id, e.code, e.name_uz, e.name_uz_cyrl, e.name_ru, e.name_en, s.study_hours, \
     p.marking_system, p.final_form, p.credits, p.current_max, p.midterm_max, p.final_max, p.current_entered \
     FROM curriculum_semester_subjects s \
     JOIN assessment_plans p ON p.curriculum_id = s.curriculum_id AND p.semester_number = s.semester_number \
     AND p.edu_subject_id = s.edu_subject_id \
     JOIN edu_subjects e ON e.id = s.edu_subject_id \
     WHERE s.curriculum_id = $1 ORDER BY s.semester_number, s.position, s.edu_subject_id",
);

/// Every semester subject of a curriculum with its plan, in the distribution's order.
pub(crate) fn plans_of(conn: &mut PgConnection, curriculum: CurriculumId) -> Result<Vec<PlannedSubject>, AppError> {
    let rows: Vec<PlanRow> = PLANS.query().bind::<BigInt, _>(curriculum.get()).load(conn).map_err(internal)?;
    rows.into_iter()
        .map(|r| {
            Ok(PlannedSubject {
                semester: r.semester_number,
                subject: EduSubjectId::from_stored(r.edu_subject_id),
                code: r.code,
                name: MultilingualName::from_stored(r.name_uz, r.name_uz_cyrl, r.name_ru, r.name_en),
                study_hours: r.study_hours,
                plan: r.plan.into_plan()?,
            })
        })
        .collect()
}

const DROP_UNPLANNED: Statement = Statement::new(
    "assessment.drop_unplanned",
    &["int8"],
    "DELETE FROM assessment_plans p WHERE p.curriculum_id = $1 AND NOT EXISTS (SELECT 1 FROM curriculum_semester_subjects s \
     WHERE s.curriculum_id = p.curriculum_id AND s.semester_number = p.semester_number AND s.edu_subject_id = p.edu_subject_id)",
);

const UNPLANNED: Statement = Statement::new(
    "assessment.unplanned",
    &["int8"],
    "SELECT s.semester_number, s.edu_subject_id, s.study_hours FROM curriculum_semester_subjects s \
     WHERE s.curriculum_id = $1 AND NOT EXISTS (SELECT 1 FROM assessment_plans p WHERE p.curriculum_id = s.curriculum_id \
     AND p.semester_number = s.semester_number AND p.edu_subject_id = s.edu_subject_id)",
);

/// After a distribution is written: a subject that left its semester loses its plan, a subject
/// new to a semester gets the curriculum's default (`AssessmentPlan::default_for`), and a kept
/// one keeps its own.
pub(crate) fn follow_distribution(conn: &mut PgConnection, curriculum: i64) -> Result<(), diesel::result::Error> {
    DROP_UNPLANNED.query().bind::<BigInt, _>(curriculum).execute(conn)?;
    let rating_type: String = curricula::table.find(curriculum).select(curricula::rating_type).first(conn)?;
    let rating_type = stored::code(RatingType::parse, &rating_type, "a curriculum's scale").map_err(stored::malformed)?;
    #[derive(QueryableByName)]
    struct Missing {
        #[diesel(sql_type = Integer)]
        semester_number: i32,
        #[diesel(sql_type = BigInt)]
        edu_subject_id: i64,
        #[diesel(sql_type = Integer)]
        study_hours: i32,
    }
    let missing: Vec<Missing> = UNPLANNED.query().bind::<BigInt, _>(curriculum).load(conn)?;
    if missing.is_empty() {
        return Ok(());
    }
    let rows: Vec<_> = missing
        .iter()
        .map(|m| {
            let plan = AssessmentPlan::default_for(rating_type, m.study_hours);
            (
                assessment_plans::curriculum_id.eq(curriculum),
                assessment_plans::semester_number.eq(m.semester_number),
                assessment_plans::edu_subject_id.eq(m.edu_subject_id),
                values(&plan),
            )
        })
        .collect();
    diesel::insert_into(assessment_plans::table).values(rows).on_conflict_do_nothing().execute(conn)?;
    Ok(())
}

type PlanValues = (
    diesel::dsl::Eq<assessment_plans::marking_system, &'static str>,
    diesel::dsl::Eq<assessment_plans::final_form, &'static str>,
    diesel::dsl::Eq<assessment_plans::credits, i16>,
    diesel::dsl::Eq<assessment_plans::current_max, i16>,
    diesel::dsl::Eq<assessment_plans::midterm_max, i16>,
    diesel::dsl::Eq<assessment_plans::final_max, i16>,
    diesel::dsl::Eq<assessment_plans::current_entered, bool>,
);

/// A checked plan's maxima are within 0..=100, so each fits a SMALLINT.
fn values(plan: &AssessmentPlan) -> PlanValues {
    let small = |n: i32| n.clamp(0, 100) as i16;
    (
        assessment_plans::marking_system.eq(plan.marking_system.code()),
        assessment_plans::final_form.eq(plan.final_form.code()),
        assessment_plans::credits.eq(i16::from(plan.credits)),
        assessment_plans::current_max.eq(small(plan.current_max)),
        assessment_plans::midterm_max.eq(small(plan.midterm_max)),
        assessment_plans::final_max.eq(small(plan.final_max)),
        assessment_plans::current_entered.eq(plan.current_entered),
    )
}

impl AssessmentRepository for PgTransaction<'_> {
    fn plans(&mut self, curriculum: CurriculumId) -> Result<Vec<PlannedSubject>, AppError> {
        plans_of(self.conn, curriculum)
    }

    fn plan(&mut self, curriculum: CurriculumId, semester: i32, subject: EduSubjectId) -> Result<Option<AssessmentPlan>, AppError> {
        let stored: Option<StoredPlan> = assessment_plans::table
            .find((curriculum.get(), semester, subject.get()))
            .select(StoredPlan::as_select())
            .first(self.conn)
            .optional()
            .map_err(internal)?;
        stored.map(StoredPlan::into_plan).transpose()
    }

    fn save(
        &mut self,
        curriculum: CurriculumId,
        version: Version,
        plans: &[(i32, EduSubjectId, AssessmentPlan)],
    ) -> Result<Version, AppError> {
        let next = version.next();
        let moved =
            diesel::update(curricula::table.filter(curricula::id.eq(curriculum.get())).filter(curricula::version.eq(version.get())))
                .set((curricula::version.eq(next.get()), curricula::updated_at.eq(chrono::Utc::now())))
                .execute(self.conn)
                .map_err(internal)?;
        stale_unless_changed(moved)?;
        for (semester, subject, plan) in plans {
            diesel::update(assessment_plans::table.find((curriculum.get(), *semester, subject.get())))
                .set(values(plan))
                .execute(self.conn)
                .map_err(internal)?;
        }
        Ok(next)
    }
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![PLANS, DROP_UNPLANNED, UNPLANNED]
}
