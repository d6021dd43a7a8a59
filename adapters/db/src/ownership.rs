use application::ports::Ownership;
use application::AppError;
use diesel::prelude::*;
use diesel::sql_types::BigInt;
use domain::ids::InstitutionId;
use domain::tenancy::Owned;

use crate::errors::internal;
use crate::statements::Statement;
use crate::store::PgStore;

#[derive(QueryableByName)]
struct Owner {
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
}

/// The statement of each kind and the list of every kind come from one table, so that the match
/// that wants a statement for every kind also lists it for `statements()`.
macro_rules! owners {
    ($($owned:ident => $sql:literal;)*) => {
        const OWNED: &[Owned] = &[$(Owned::$owned,)*];

        /// One indexed lookup by primary key (through the building for a room).
        fn statement(owned: Owned) -> Statement {
            match owned {
                $(Owned::$owned => Statement::new("ownership.owner_of", &["int8"], $sql),)*
            }
        }
    };
}

owners! {
    Building => "SELECT institution_id FROM buildings WHERE id = $1";
    Room => "SELECT b.institution_id FROM rooms r JOIN buildings b ON b.id = r.building_id WHERE r.id = $1";
    ClassHour => "SELECT institution_id FROM class_hours WHERE id = $1";
    Curriculum => "SELECT institution_id FROM curricula WHERE id = $1 AND deleted_at IS NULL";
    Group => "SELECT institution_id FROM edu_groups WHERE id = $1 AND deleted_at IS NULL";
    Student => "SELECT institution_id FROM students WHERE id = $1 AND deleted_at IS NULL";
    Staff => "SELECT institution_id FROM staffs WHERE id = $1 AND deleted_at IS NULL";
    Department => "SELECT institution_id FROM institution_departments WHERE id = $1";
    Lesson => "SELECT institution_id FROM schedule_lessons WHERE id = $1 AND deleted_at IS NULL";
    ScienceProject => "SELECT institution_id FROM science_projects WHERE id = $1";
    Publication => "SELECT institution_id FROM science_publications WHERE id = $1";
    DoctoralStudent => "SELECT institution_id FROM science_doctoral_students WHERE id = $1";
    Defence => "SELECT institution_id FROM science_defences WHERE id = $1";
    FinancePrice => "SELECT institution_id FROM finance_prices WHERE id = $1";
    FinanceContract => "SELECT institution_id FROM finance_contracts WHERE id = $1";
    FinancePayment => "SELECT institution_id FROM finance_payments WHERE id = $1";
    Exam => "SELECT institution_id FROM exams WHERE id = $1";
    Order => "SELECT institution_id FROM orders WHERE id = $1";
}

pub(crate) fn statements() -> Vec<Statement> {
    OWNED.iter().map(|owned| statement(*owned)).collect()
}

impl Ownership for PgStore {
    fn owner_of(&self, owned: Owned, id: i64) -> Result<Option<InstitutionId>, AppError> {
        let mut conn = self.conn()?;
        let owner: Option<Owner> = statement(owned).query().bind::<BigInt, _>(id).get_result(&mut conn).optional().map_err(internal)?;
        Ok(owner.map(|o| InstitutionId::from_stored(o.institution_id)))
    }
}
