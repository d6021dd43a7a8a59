//! The unit of work: one PostgreSQL transaction per use case, and the repositories bound to it.

use application::ports::{
    AuditContext, AuditLog, BuildingRepository, CitizenRegistry, ClassHourRepository, CurriculumRepository, CurriculumTemplateRepository,
    DepartmentRepository, DirectionRepository, GroupRepository, Lock, MinistryDepartmentRepository, PositionRepository, RatingRepository,
    RoomRepository, ScheduleRepository, StaffRepository, StudentRepository, SubjectBundleRepository, SubjectRepository,
    SubjectTypeRepository, TeachingRepository, TimetableRepository, Transaction, UnitOfWork,
};
use application::AppError;
use diesel::pg::PgConnection;
use diesel::prelude::*;
use domain::audit::{AuditValue, Changes, EntityType};
use serde_json::Value;

use crate::audit::Snapshot;
use crate::errors::TxError;
use crate::store::PgStore;

/// The root table of an aggregate that is loaded with joins, which `FOR UPDATE` cannot lock.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Root {
    Buildings,
    Curricula,
    CurriculumTemplates,
    Rooms,
    Staffs,
    SubjectBundles,
    Subjects,
}

impl Root {
    /// The table, and whether its rows are deleted softly (a deleted one is not there to load).
    fn table(self) -> (&'static str, bool) {
        match self {
            Root::Buildings => ("buildings", false),
            Root::Curricula => ("curricula", true),
            Root::CurriculumTemplates => ("curriculum_templates", false),
            Root::Rooms => ("rooms", false),
            Root::Staffs => ("staffs", true),
            Root::SubjectBundles => ("subject_bundles", false),
            Root::Subjects => ("edu_subjects", false),
        }
    }
}

#[derive(QueryableByName)]
struct Locked {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    #[allow(dead_code)]
    id: i64,
}

/// The repositories of one open transaction; they borrow its connection.
pub(crate) struct PgTransaction<'c> {
    pub(crate) conn: &'c mut PgConnection,
}

impl PgTransaction<'_> {
    /// Takes the row lock a `Lock::ForUpdate` load asks for on the aggregate's root row, before the
    /// load reads the aggregate; whether the row is there to load. `Lock::None` takes no lock.
    pub(crate) fn lock_root(&mut self, lock: Lock, root: Root, id: i64) -> Result<bool, AppError> {
        if lock == Lock::None {
            return Ok(true);
        }
        let (table, soft) = root.table();
        let living = if soft { " AND deleted_at IS NULL" } else { "" };
        let rows: Vec<Locked> = diesel::sql_query(format!("SELECT id FROM {table} WHERE id = $1{living} FOR UPDATE"))
            .bind::<diesel::sql_types::BigInt, _>(id)
            .load(self.conn)
            .map_err(crate::errors::internal)?;
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

    fn timetable(&mut self) -> &mut dyn TimetableRepository {
        self
    }
}

impl UnitOfWork for PgStore {
    fn run(&self, work: &mut dyn FnMut(&mut dyn Transaction) -> Result<(), AppError>) -> Result<(), AppError> {
        let mut conn = self.conn()?;
        conn.transaction::<_, TxError, _>(|conn| work(&mut PgTransaction { conn }).map_err(TxError)).map_err(|e| e.0)
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
