//! The unit of work: one PostgreSQL transaction per use case, and the repositories bound to it.

use application::ports::{
    AuditContext, AuditLog, BuildingRepository, CitizenRegistry, ClassHourRepository, CurriculumRepository, CurriculumTemplateRepository,
    DepartmentRepository, DirectionRepository, GraduateRepository, GroupRepository, InstitutionRepository, Lock,
    MinistryDepartmentRepository, PositionRepository, RatingRepository, RoleRepository, RoomRepository, ScheduleRepository,
    ScienceRepository, StaffRepository, StudentRepository, SubjectBundleRepository, SubjectRepository, SubjectTypeRepository,
    TeachingRepository, TimetableRepository, Transaction, UnitOfWork, UserRepository,
};
use application::AppError;
use diesel::pg::PgConnection;
use diesel::prelude::*;
use domain::audit::{AuditValue, Changes, EntityType};
use serde_json::Value;

use crate::audit::Snapshot;
use crate::errors::TxError;
use crate::rows::IdRow;
use crate::session_cache::Change;
use crate::statements::Statement;
use crate::store::PgStore;

/// Declares the roots with their tables: the variants, their tables and the list of all of them
/// come from one list, so that every table a lock can name has its statement in `statements()`.
macro_rules! roots {
    ($($root:ident => $table:literal, $soft:literal;)*) => {
        /// The root table of an aggregate whose row a `Lock::ForUpdate` load locks before it reads the
        /// aggregate (one loaded with joins, which `FOR UPDATE` cannot lock, or by several statements).
        #[derive(Debug, Clone, Copy)]
        pub(crate) enum Root {
            $($root,)*
        }

        impl Root {
            const ALL: &[Root] = &[$(Root::$root,)*];

            /// The table, and whether its rows are deleted softly (a deleted one is not there to load).
            fn table(self) -> (&'static str, bool) {
                match self {
                    $(Root::$root => ($table, $soft),)*
                }
            }
        }
    };
}

roots! {
    Buildings => "buildings", false;
    Curricula => "curricula", true;
    CurriculumTemplates => "curriculum_templates", false;
    Rooms => "rooms", false;
    Staffs => "staffs", true;
    SubjectBundles => "subject_bundles", false;
    Subjects => "edu_subjects", false;
    BaseAmounts => "finance_base_amounts", false;
    Prices => "finance_prices", false;
    Contracts => "finance_contracts", false;
    Payments => "finance_payments", false;
    ScienceProjects => "science_projects", false;
    Publications => "science_publications", false;
    DoctoralStudents => "science_doctoral_students", false;
    Defences => "science_defences", false;
}

/// The row lock of a root: `$1` is its id.
fn lock_statement(root: Root) -> Statement {
    let (table, soft) = root.table();
    let living = if soft { " AND deleted_at IS NULL" } else { "" };
    Statement::made("unit_of_work.lock_root", &["int8"], format!("SELECT id FROM {table} WHERE id = $1{living} FOR UPDATE"))
}

pub(crate) fn statements() -> Vec<Statement> {
    Root::ALL.iter().map(|root| lock_statement(*root)).collect()
}

/// The repositories of one open transaction; they borrow its connection.
pub(crate) struct PgTransaction<'c> {
    pub(crate) conn: &'c mut PgConnection,
    /// What the transaction changed of the sessions this process holds, forgotten once it commits.
    sessions: Vec<Change>,
}

impl PgTransaction<'_> {
    /// The repositories over a connection whose transaction the caller holds (the demo data's).
    pub(crate) fn over(conn: &mut PgConnection) -> PgTransaction<'_> {
        PgTransaction { conn, sessions: Vec::new() }
    }

    /// Notes that a change of users, roles or institutions touches held sessions. The database's
    /// triggers tell every server after the commit, but asynchronously; the unit of work makes this
    /// process forget at once after committing, so the next request sees the change it answered.
    pub(crate) fn sessions_changed(&mut self, change: Change) {
        if !self.sessions.contains(&change) {
            self.sessions.push(change);
        }
    }

    /// Takes the row lock a `Lock::ForUpdate` load asks for on the aggregate's root row, before the
    /// load reads the aggregate; whether the row is there to load. `Lock::None` takes no lock.
    pub(crate) fn lock_root(&mut self, lock: Lock, root: Root, id: i64) -> Result<bool, AppError> {
        if lock == Lock::None {
            return Ok(true);
        }
        let rows: Vec<IdRow> =
            lock_statement(root).query().bind::<diesel::sql_types::BigInt, _>(id).load(self.conn).map_err(crate::errors::internal)?;
        Ok(!rows.is_empty())
    }
}

impl Transaction for PgTransaction<'_> {
    fn groups(&mut self) -> &mut dyn GroupRepository {
        self
    }

    fn students(&mut self) -> &mut dyn StudentRepository {
        self
    }

    fn ratings(&mut self) -> &mut dyn RatingRepository {
        self
    }

    fn citizens(&mut self) -> &mut dyn CitizenRegistry {
        self
    }

    fn staff(&mut self) -> &mut dyn StaffRepository {
        self
    }

    fn curricula(&mut self) -> &mut dyn CurriculumRepository {
        self
    }

    fn curriculum_catalogue(&mut self) -> &mut dyn application::ports::CurriculumCatalogue {
        self
    }

    fn buildings(&mut self) -> &mut dyn BuildingRepository {
        self
    }

    fn rooms(&mut self) -> &mut dyn RoomRepository {
        self
    }

    fn class_hours(&mut self) -> &mut dyn ClassHourRepository {
        self
    }

    fn positions(&mut self) -> &mut dyn PositionRepository {
        self
    }

    fn curriculum_templates(&mut self) -> &mut dyn CurriculumTemplateRepository {
        self
    }

    fn subject_bundles(&mut self) -> &mut dyn SubjectBundleRepository {
        self
    }

    fn subjects(&mut self) -> &mut dyn SubjectRepository {
        self
    }

    fn ministry_departments(&mut self) -> &mut dyn MinistryDepartmentRepository {
        self
    }

    fn departments(&mut self) -> &mut dyn DepartmentRepository {
        self
    }

    fn subject_types(&mut self) -> &mut dyn SubjectTypeRepository {
        self
    }

    fn directions(&mut self) -> &mut dyn DirectionRepository {
        self
    }

    fn audit(&mut self) -> &mut dyn AuditLog {
        self
    }

    fn schedules(&mut self) -> &mut dyn ScheduleRepository {
        self
    }

    fn teaching(&mut self) -> &mut dyn TeachingRepository {
        self
    }

    fn graduates(&mut self) -> &mut dyn GraduateRepository {
        self
    }

    fn institutions(&mut self) -> &mut dyn InstitutionRepository {
        self
    }

    fn roles(&mut self) -> &mut dyn RoleRepository {
        self
    }

    fn users(&mut self) -> &mut dyn UserRepository {
        self
    }

    fn accounts(&mut self) -> &mut dyn application::ports::AccountRepository {
        self
    }

    fn timetable(&mut self) -> &mut dyn TimetableRepository {
        self
    }

    fn assessment(&mut self) -> &mut dyn application::ports::AssessmentRepository {
        self
    }

    fn journal(&mut self) -> &mut dyn application::ports::JournalRepository {
        self
    }

    fn control_sheets(&mut self) -> &mut dyn application::ports::ControlSheetRepository {
        self
    }

    fn science(&mut self) -> &mut dyn ScienceRepository {
        self
    }

    fn study_documents(&mut self) -> &mut dyn application::ports::StudyDocumentRepository {
        self
    }

    fn finance(&mut self) -> &mut dyn application::ports::FinanceRepository {
        self
    }

    fn exams(&mut self) -> &mut dyn application::ports::ExamRepository {
        self
    }

    fn orders(&mut self) -> &mut dyn application::ports::OrderRepository {
        self
    }

    fn standings(&mut self) -> &mut dyn application::ports::StandingRepository {
        self
    }

    fn portal(&mut self) -> &mut dyn application::ports::PortalRepository {
        self
    }

    fn scholarships(&mut self) -> &mut dyn application::ports::ScholarshipRepository {
        self
    }
}

impl UnitOfWork for PgStore {
    fn run(&self, work: &mut dyn FnMut(&mut dyn Transaction) -> Result<(), AppError>) -> Result<(), AppError> {
        let mut conn = self.conn()?;
        let touched = conn
            .transaction::<_, TxError, _>(|conn| {
                let mut tx = PgTransaction { conn, sessions: Vec::new() };
                work(&mut tx).map_err(TxError)?;
                Ok(tx.sessions)
            })
            .map_err(|e| e.0)?;
        // After the commit, never before: a request that reads the session meanwhile would keep the
        // state before the change.
        for change in touched {
            self.sessions_changed(change);
        }
        Ok(())
    }
}

fn json(value: &AuditValue) -> Value {
    match value {
        AuditValue::Null => Value::Null,
        AuditValue::Bool(b) => Value::Bool(*b),
        AuditValue::Int(i) => Value::from(*i),
        AuditValue::Text(t) => Value::from(t.as_str()),
        AuditValue::List(items) => Value::Array(items.iter().map(json).collect()),
        AuditValue::Map(fields) => Value::Object(fields.iter().map(|(name, value)| (name.to_string(), json(value))).collect()),
    }
}

/// `{field: [old, new]}`, as the trail stores changes.
fn changes_json(changes: &Changes) -> Snapshot {
    changes.iter().map(|(field, old, new)| (field.to_string(), Value::Array(vec![json(old), json(new)]))).collect()
}

impl AuditLog for PgTransaction<'_> {
    fn record(&mut self, context: &AuditContext, entity: EntityType, entity_id: Option<i64>, changes: &Changes) -> Result<(), AppError> {
        crate::audit::record(self.conn, context, entity, entity_id, changes_json(changes)).map_err(crate::errors::internal)
    }

    fn record_many(&mut self, context: &AuditContext, entity: EntityType, records: &[(Option<i64>, Changes)]) -> Result<(), AppError> {
        let rows: Vec<(Option<i64>, Snapshot)> = records.iter().map(|(id, changes)| (*id, changes_json(changes))).collect();
        crate::audit::record_many(self.conn, context, entity, &rows).map_err(crate::errors::internal)
    }
}

#[cfg(test)]
mod tests {
    use domain::audit::{diff, AuditValue, Snapshot as State};
    use serde_json::json;

    use super::*;

    fn roles(names: &[&str]) -> AuditValue {
        AuditValue::List(names.iter().map(|n| AuditValue::from(*n)).collect())
    }

    /// What the trail stores for a change from `before` to `after`.
    fn stored(before: Option<&State>, after: Option<&State>) -> Value {
        Value::Object(changes_json(&diff(before, after)))
    }

    #[test]
    fn only_changed_fields_are_kept_with_old_and_new() {
        let before = State::from([("name", "A".into()), ("code", "X".into()), ("roles", roles(&["T"]))]);
        let after = State::from([("name", "B".into()), ("code", "X".into()), ("roles", roles(&["T", "O"]))]);
        assert_eq!(stored(Some(&before), Some(&after)), json!({ "name": ["A", "B"], "roles": [["T"], ["T", "O"]] }));
        assert_eq!(stored(None, Some(&after))["code"], json!([null, "X"]));
        assert_eq!(stored(Some(&before), None)["name"], json!(["A", null]));
    }

    #[test]
    fn secrets_never_enter_the_trail() {
        let after = State::from([("name", "A".into()), ("password_hash", "$argon2id$...".into()), ("password", "demo".into())]);
        let changes = changes_json(&diff(None, Some(&after)));
        assert!(changes.contains_key("name"));
        assert!(!changes.contains_key("password_hash") && !changes.contains_key("password"));
    }
}
