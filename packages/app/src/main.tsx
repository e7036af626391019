import './fonts/inter.css';
import { bootstrap } from './bootstrap';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void bootstrap(container);
